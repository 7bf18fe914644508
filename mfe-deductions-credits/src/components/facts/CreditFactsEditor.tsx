// The facts a credit needs, asked in place under the sub-option that claims it (issue 14 item 4; which
// facts each needs is contracts' mapping). Each input has its own label; amounts use the decimal keypad.
import { useId, type ReactNode } from 'react';
import type { EntryFact } from '@taxapp/contracts/deductionCreditMapping';
import type { Dependent } from '@taxapp/contracts/form';
import { Button } from '@taxapp/ui';
import { acceptAmount, factEditors, type CreditFactsDraft } from '../../state/creditFacts';
import { AmountBox, CheckRow, Fieldset, Select } from '../styles';

export type FactsUpdate = (change: (draft: CreditFactsDraft) => CreditFactsDraft) => void;

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function Money({ label, value, onChange }: { label: string; value: string; onChange: (typed: string) => void }) {
  return (
    <Labelled label={label}>
      {(id) => <AmountBox id={id} type="text" inputMode="decimal" autoComplete="off" placeholder="$0.00" value={value} onChange={(event) => onChange(acceptAmount(value, event.target.value))} />}
    </Labelled>
  );
}

function Tick({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckRow>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </CheckRow>
  );
}

const nameOf = (dependent: Dependent, index: number) => `${dependent.firstName} ${dependent.lastName}`.trim() || `Dependent ${index + 1}`;

function replaceAt<T>(list: readonly T[], index: number, change: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...change } : item));
}

export function CreditFactsEditor(props: { needs: readonly EntryFact[]; facts: CreditFactsDraft; dependents: readonly Dependent[]; joint: boolean; update: FactsUpdate }) {
  const { facts, dependents, joint, update } = props;
  const show = factEditors(props.needs);
  const people = [
    { value: 'taxpayer', label: 'You' },
    ...(joint ? [{ value: 'spouse', label: 'Your spouse' }] : []),
    ...dependents.map((dependent, index) => ({ value: String(index), label: nameOf(dependent, index) })),
  ];

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {show.care ? (
        <Fieldset>
          <legend>Who the care was for (Form 2441)</legend>
          {dependents.length === 0 ? <p style={{ margin: 0 }}>Add the child or dependent on My Information first: the credit needs a qualifying person.</p> : null}
          {facts.careExpenses.map((row, index) => (
            <Fieldset key={index}>
              <legend>Care expense {index + 1}</legend>
              <Labelled label="Qualifying person">
                {(id) => (
                  <Select
                    id={id}
                    value={row.dependentIndex === null ? '' : String(row.dependentIndex)}
                    onChange={(event) => update((d) => ({ ...d, careExpenses: replaceAt(d.careExpenses, index, { dependentIndex: event.target.value === '' ? null : Number(event.target.value) }) }))}
                  >
                    <option value="">Choose a dependent</option>
                    {dependents.map((dependent, i) => (
                      <option key={i} value={String(i)}>
                        {nameOf(dependent, i)}
                      </option>
                    ))}
                  </Select>
                )}
              </Labelled>
              <Money label="Amount paid for this person's care" value={row.amount} onChange={(amount) => update((d) => ({ ...d, careExpenses: replaceAt(d.careExpenses, index, { amount }) }))} />
              <Labelled label="Care provider">
                {(id) => (
                  <AmountBox
                    id={id}
                    type="text"
                    autoComplete="off"
                    maxLength={100}
                    value={row.providerName}
                    onChange={(event) => update((d) => ({ ...d, careExpenses: replaceAt(d.careExpenses, index, { providerName: event.target.value }) }))}
                  />
                )}
              </Labelled>
              <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, careExpenses: d.careExpenses.filter((_, i) => i !== index) }))}>
                Remove care expense {index + 1}
              </Button>
            </Fieldset>
          ))}
          <div>
            <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, careExpenses: [...d.careExpenses, { dependentIndex: null, amount: '', providerName: '' }] }))}>
              Add a care expense
            </Button>
          </div>
        </Fieldset>
      ) : null}

      {show.students ? (
        <Fieldset>
          <legend>Students (Form 1098-T)</legend>
          {facts.students.map((row, index) => (
            <Fieldset key={index}>
              <legend>Student {index + 1}</legend>
              <Labelled label="Student">
                {(id) => (
                  <Select
                    id={id}
                    value={String(row.student)}
                    onChange={(event) => {
                      const value = event.target.value;
                      const student = value === 'taxpayer' || value === 'spouse' ? value : Number(value);
                      update((d) => ({ ...d, students: replaceAt(d.students, index, { student }) }));
                    }}
                  >
                    {people.map((person) => (
                      <option key={person.value} value={person.value}>
                        {person.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Labelled>
              <Money label="Payments for tuition (1098-T box 1)" value={row.tuitionPaid} onChange={(tuitionPaid) => update((d) => ({ ...d, students: replaceAt(d.students, index, { tuitionPaid }) }))} />
              <Money label="Scholarships or grants (1098-T box 5)" value={row.scholarships} onChange={(scholarships) => update((d) => ({ ...d, students: replaceAt(d.students, index, { scholarships }) }))} />
              {show.aotcTests ? (
                <>
                  <Tick label="In the first four years of college at the start of 2024" checked={row.firstFourYears} onChange={(firstFourYears) => update((d) => ({ ...d, students: replaceAt(d.students, index, { firstFourYears }) }))} />
                  <Tick label="Enrolled at least half-time for one academic period" checked={row.atLeastHalfTime} onChange={(atLeastHalfTime) => update((d) => ({ ...d, students: replaceAt(d.students, index, { atLeastHalfTime }) }))} />
                  <Tick label="The American opportunity credit was claimed for this student in 4 earlier years" checked={row.aotcClaimedFourYears} onChange={(aotcClaimedFourYears) => update((d) => ({ ...d, students: replaceAt(d.students, index, { aotcClaimedFourYears }) }))} />
                  <Tick label="Convicted of a felony drug offense by the end of 2024" checked={row.felonyDrugConviction} onChange={(felonyDrugConviction) => update((d) => ({ ...d, students: replaceAt(d.students, index, { felonyDrugConviction }) }))} />
                </>
              ) : null}
              <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, students: d.students.filter((_, i) => i !== index) }))}>
                Remove student {index + 1}
              </Button>
            </Fieldset>
          ))}
          <div>
            <Button
              type="button"
              $variant="outline"
              onClick={() => update((d) => ({ ...d, students: [...d.students, { student: 'taxpayer', tuitionPaid: '', scholarships: '', firstFourYears: true, atLeastHalfTime: true, aotcClaimedFourYears: false, felonyDrugConviction: false }] }))}
            >
              Add a student
            </Button>
          </div>
        </Fieldset>
      ) : null}

      {show.contributions ? (
        <Fieldset>
          <legend>Whose contributions (Form 8880)</legend>
          {facts.retirementContributions.map((row, index) => (
            <Fieldset key={index}>
              <legend>Contribution {index + 1}</legend>
              <Labelled label="Contributed by">
                {(id) => (
                  <Select id={id} value={row.owner} onChange={(event) => update((d) => ({ ...d, retirementContributions: replaceAt(d.retirementContributions, index, { owner: event.target.value as 'taxpayer' | 'spouse' }) }))}>
                    <option value="taxpayer">You</option>
                    {joint ? <option value="spouse">Your spouse</option> : null}
                  </Select>
                )}
              </Labelled>
              {show.contributionKind ? (
                <Labelled label="Kind of contribution">
                  {(id) => (
                    <Select id={id} value={row.kind} onChange={(event) => update((d) => ({ ...d, retirementContributions: replaceAt(d.retirementContributions, index, { kind: event.target.value as 'ira' | 'elective-deferral' }) }))}>
                      <option value="ira">Traditional or Roth IRA</option>
                      <option value="elective-deferral">401(k), 403(b), 457(b), SEP or SIMPLE deferral</option>
                    </Select>
                  )}
                </Labelled>
              ) : null}
              <Money label="Amount contributed for 2024" value={row.amount} onChange={(amount) => update((d) => ({ ...d, retirementContributions: replaceAt(d.retirementContributions, index, { amount }) }))} />
              <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, retirementContributions: d.retirementContributions.filter((_, i) => i !== index) }))}>
                Remove contribution {index + 1}
              </Button>
            </Fieldset>
          ))}
          <div>
            <Button
              type="button"
              $variant="outline"
              onClick={() => update((d) => ({ ...d, retirementContributions: [...d.retirementContributions, { owner: 'taxpayer', kind: show.contributionKind ? 'ira' : 'elective-deferral', amount: '' }] }))}
            >
              Add a contribution
            </Button>
          </div>
          {show.distributions ? (
            <>
              <Money
                label="Your retirement plan distributions from 2022 to the 2024 return's due date (Form 8880 line 4)"
                value={facts.retirementDistributions.taxpayer}
                onChange={(taxpayer) => update((d) => ({ ...d, retirementDistributions: { ...d.retirementDistributions, taxpayer } }))}
              />
              {joint ? (
                <Money
                  label="Your spouse's retirement plan distributions in the same period"
                  value={facts.retirementDistributions.spouse}
                  onChange={(spouse) => update((d) => ({ ...d, retirementDistributions: { ...d.retirementDistributions, spouse } }))}
                />
              ) : null}
            </>
          ) : null}
        </Fieldset>
      ) : null}

      {show.eic ? (
        <Fieldset>
          <legend>Earned income credit questions</legend>
          <Tick
            label="A child you list is also the qualifying child of another person who claims the credit for that child"
            checked={facts.eicChildClaimedByAnother}
            onChange={(eicChildClaimedByAnother) => update((d) => ({ ...d, eicChildClaimedByAnother }))}
          />
          <Tick
            label="Your earned income credit was denied or reduced for a year after 2015 for a reason other than a math error (Form 8862)"
            checked={facts.eicDisallowedBefore}
            onChange={(eicDisallowedBefore) => update((d) => ({ ...d, eicDisallowedBefore }))}
          />
        </Fieldset>
      ) : null}

      {show.dependentIncome && dependents.length > 0 ? (
        <Fieldset>
          <legend>Each dependent's own 2024 gross income</legend>
          <p style={{ margin: 0 }}>A dependent who is not your qualifying child counts only with gross income under $5,050 (Pub 501).</p>
          {dependents.map((dependent, index) => (
            <Money
              key={index}
              label={`${nameOf(dependent, index)}'s gross income`}
              value={facts.dependentGrossIncome[index] ?? ''}
              onChange={(typed) => update((d) => ({ ...d, dependentGrossIncome: { ...d.dependentGrossIncome, [index]: typed } }))}
            />
          ))}
        </Fieldset>
      ) : null}
    </div>
  );
}
