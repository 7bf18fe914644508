// The facts a credit needs, asked in place under the sub-option that claims it (issue 14 item 4; which
// facts each needs is contracts' mapping). Each input has its own label; amounts use the decimal keypad.
import { useId, type ReactNode } from 'react';
import type { EntryFact } from '@taxapp/contracts/deductionCreditMapping';
import { ENERGY_PROPERTY_KINDS, type Dependent, type EnergyPropertyKind } from '@taxapp/contracts/form';
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

/** Form 5695 (2024): the line each kind of property feeds. */
const ENERGY_KIND_LABELS: Record<EnergyPropertyKind, string> = {
  'solar-electric': 'Solar electric (Part I line 1)',
  'solar-water-heating': 'Solar water heating (Part I line 2)',
  'small-wind': 'Small wind energy (Part I line 3)',
  'geothermal-heat-pump': 'Geothermal heat pump (Part I line 4)',
  'battery-storage': 'Battery storage, 3 kWh or more (Part I line 5b)',
  'fuel-cell': 'Fuel cell (Part I lines 7-11)',
  insulation: 'Insulation or air sealing (Part II)',
  'exterior-door': 'One exterior door (Part II, up to $250)',
  'windows-skylights': 'Windows and skylights (Part II, up to $600)',
  'central-air': 'Central air conditioner (Part II, up to $600)',
  'water-heater': 'Gas, propane or oil water heater (Part II, up to $600)',
  'furnace-boiler': 'Furnace or hot water boiler (Part II, up to $600)',
  panelboard: 'Electrical panel upgrade (Part II, up to $600)',
  'heat-pump': 'Heat pump (Part II, up to $2,000)',
  'heat-pump-water-heater': 'Heat pump water heater (Part II, up to $2,000)',
  'biomass-stove': 'Biomass stove or boiler (Part II, up to $2,000)',
  'home-energy-audit': 'Home energy audit (Part II, up to $150)',
};
const FINAL_YEARS = [2024, 2023, 2022, 2021, 2020, 2019];

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

      {show.adoption ? (
        <Fieldset>
          <legend>Adopted children (Form 8839)</legend>
          {facts.adoptions.map((row, index) => (
            <Fieldset key={index}>
              <legend>Adopted child {index + 1}</legend>
              <Labelled label="Child (line 1)">
                {(id) => (
                  <Select
                    id={id}
                    value={row.dependentIndex === null ? '' : String(row.dependentIndex)}
                    onChange={(event) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { dependentIndex: event.target.value === '' ? null : Number(event.target.value) }) }))}
                  >
                    <option value="">Not listed as a dependent</option>
                    {dependents.map((dependent, i) => (
                      <option key={i} value={String(i)}>
                        {nameOf(dependent, i)}
                      </option>
                    ))}
                  </Select>
                )}
              </Labelled>
              {row.dependentIndex === null ? (
                <Labelled label="Child's name">
                  {(id) => (
                    <AmountBox id={id} type="text" autoComplete="off" maxLength={100} value={row.childName} onChange={(event) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { childName: event.target.value }) }))} />
                  )}
                </Labelled>
              ) : null}
              <Tick label="A child with special needs (line 1(d))" checked={row.specialNeeds} onChange={(specialNeeds) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { specialNeeds }) }))} />
              <Tick label="A foreign child (line 1(e))" checked={row.foreign} onChange={(foreign) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { foreign }) }))} />
              <Labelled label="Year the adoption became final (line 1(f))">
                {(id) => (
                  <Select
                    id={id}
                    value={row.yearFinal === null ? '' : String(row.yearFinal)}
                    onChange={(event) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { yearFinal: event.target.value === '' ? null : Number(event.target.value) }) }))}
                  >
                    <option value="">Not final by the end of 2024</option>
                    {FINAL_YEARS.map((year) => (
                      <option key={year} value={String(year)}>
                        {year}
                      </option>
                    ))}
                  </Select>
                )}
              </Labelled>
              <Money label="Adoption expenses paid in 2024 (line 5)" value={row.expenses2024} onChange={(expenses2024) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { expenses2024 }) }))} />
              <Money label="Expenses paid in 2023 before the adoption was final, not yet claimed (line 5)" value={row.expensesEarlier} onChange={(expensesEarlier) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { expensesEarlier }) }))} />
              <Money label="Adoption credit claimed for this child on earlier returns (line 3)" value={row.priorCreditClaimed} onChange={(priorCreditClaimed) => update((d) => ({ ...d, adoptions: replaceAt(d.adoptions, index, { priorCreditClaimed }) }))} />
              <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, adoptions: d.adoptions.filter((_, i) => i !== index) }))}>
                Remove adopted child {index + 1}
              </Button>
            </Fieldset>
          ))}
          <div>
            <Button
              type="button"
              $variant="outline"
              onClick={() => update((d) => ({ ...d, adoptions: [...d.adoptions, { dependentIndex: null, childName: '', specialNeeds: false, foreign: false, yearFinal: 2024, priorCreditClaimed: '', expenses2024: '', expensesEarlier: '' }] }))}
            >
              Add an adopted child
            </Button>
          </div>
          <Money label="Adoption credit carried forward from 2023 (line 13)" value={facts.adoptionCarryforward} onChange={(adoptionCarryforward) => update((d) => ({ ...d, adoptionCarryforward }))} />
        </Fieldset>
      ) : null}

      {show.energy ? (
        <Fieldset>
          <legend>Energy property (Form 5695)</legend>
          {facts.energyProperty.map((row, index) => (
            <Fieldset key={index}>
              <legend>Energy item {index + 1}</legend>
              <Labelled label="Kind of property">
                {(id) => (
                  <Select id={id} value={row.kind} onChange={(event) => update((d) => ({ ...d, energyProperty: replaceAt(d.energyProperty, index, { kind: event.target.value as EnergyPropertyKind }) }))}>
                    {ENERGY_PROPERTY_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {ENERGY_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </Select>
                )}
              </Labelled>
              <Money label="Cost paid in 2024" value={row.cost} onChange={(cost) => update((d) => ({ ...d, energyProperty: replaceAt(d.energyProperty, index, { cost }) }))} />
              {row.kind === 'fuel-cell' ? (
                <Money label="Fuel cell capacity in kilowatts (line 10)" value={row.fuelCellKilowatts} onChange={(fuelCellKilowatts) => update((d) => ({ ...d, energyProperty: replaceAt(d.energyProperty, index, { fuelCellKilowatts }) }))} />
              ) : null}
              <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, energyProperty: d.energyProperty.filter((_, i) => i !== index) }))}>
                Remove energy item {index + 1}
              </Button>
            </Fieldset>
          ))}
          <div>
            <Button type="button" $variant="outline" onClick={() => update((d) => ({ ...d, energyProperty: [...d.energyProperty, { kind: 'solar-electric', cost: '', fuelCellKilowatts: '' }] }))}>
              Add an energy item
            </Button>
          </div>
          <Money label="Residential clean energy credit carried forward from 2023 (line 12)" value={facts.energyCarryforward} onChange={(energyCarryforward) => update((d) => ({ ...d, energyCarryforward }))} />
        </Fieldset>
      ) : null}

      {show.eic ? (
        <Fieldset>
          <legend>Earned income credit questions</legend>
          <Tick
            label="A child you list is also the qualifying child of another person who claims the credit for that child"
            checked={facts.eicChildClaimedByAnother}
            onChange={(eicChildClaimedByAnother) => update((d) => ({ ...d, eicChildClaimedByAnother, childrenClaimedByAnother: eicChildClaimedByAnother ? d.childrenClaimedByAnother : [] }))}
          />
          {facts.eicChildClaimedByAnother && dependents.length > 0 ? (
            <Fieldset>
              <legend>Which child the other person claims (tie-breaker rules, Pub 501): that child then counts for none of your child credits, head of household or the EIC</legend>
              {dependents.map((dependent, index) => (
                <Tick
                  key={index}
                  label={nameOf(dependent, index)}
                  checked={facts.childrenClaimedByAnother.includes(index)}
                  onChange={(checked) => update((d) => ({ ...d, childrenClaimedByAnother: checked ? [...d.childrenClaimedByAnother, index].sort() : d.childrenClaimedByAnother.filter((i) => i !== index) }))}
                />
              ))}
            </Fieldset>
          ) : null}
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
