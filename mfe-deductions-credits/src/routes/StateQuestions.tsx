// Issue 9, the State Questions step (after Credits, before Review): only what the user's states need, from the
// table in contracts/src/stateQuestions.ts, each question with the state form and line it feeds. Changes autosave
// after the spec's 1 s pause, one save at a time; leaving the page saves what is waiting.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { governmentPensionChoices, pensionDocuments, questionsFor, statesOfReturn, stateNameOf, type AskedQuestion } from '@taxapp/contracts/stateQuestions';
import { PageHeader } from '@taxapp/ui';
import { acceptAmount } from '../state/creditFacts';
import { useAutosave } from '../state/useAutosave';
import { AmountBox, Card, Fieldset, Select } from '../components/styles';

interface Drafts {
  county: string;
  municipality: string;
  schoolDistrict: string;
  nycResidency: Form1040Data['localityAnswers']['nycResidency'];
  rentPaid: string;
  propertyTax: string;
  estimates: Record<string, string>;
  /** Who pays each pension 1099-R, by its place in investmentData ('' = not answered). */
  pensions: Record<number, string>;
}

const typed = (value: number) => (value > 0 ? String(value) : '');

function draftsFrom(form: Form1040Data): Drafts {
  const answers = form.localityAnswers;
  return {
    county: answers.county,
    municipality: answers.municipality,
    schoolDistrict: answers.schoolDistrict,
    nycResidency: answers.nycResidency,
    rentPaid: typed(form.rentPaid),
    propertyTax: typed(form.propertyTax),
    estimates: Object.fromEntries(Object.entries(form.stateEstimatedTaxPayments).map(([code, amount]) => [code, typed(amount)])),
    pensions: Object.fromEntries(pensionDocuments(form).map((pension) => [pension.index, pension.answer])),
  };
}

type InvestmentDocument = Form1040Data['investmentData'][number];
/** The 1099-R with the payer answer set, or taken away when '' (the states then go by the payer's name). */
function withPensionAnswer(doc: InvestmentDocument, answer: string): InvestmentDocument {
  const { governmentPension: _previous, ...rest } = doc;
  return answer === '' ? rest : { ...rest, governmentPension: answer };
}

/** The investment documents with the pension answers applied, or null when none changed (the list is then not saved). */
function answeredInvestmentData(form: Form1040Data, pensions: Drafts['pensions']): Form1040Data['investmentData'] | null {
  let changed = false;
  const next = form.investmentData.map((doc, index) => {
    const answer = pensions[index];
    if (answer === undefined || doc.documentType !== '1099-r' || doc.isIra || (doc.governmentPension ?? '') === answer) return doc;
    changed = true;
    return withPensionAnswer(doc, answer);
  });
  return changed ? next : null;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

const amountOf = (text: string) => (text === '' || text === '.' ? 0 : Number(text));

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function Feeds({ asked }: { asked: AskedQuestion }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 20, fontSize: 14 }}>
      {asked.states.map((state) => (
        <li key={state.code}>
          {state.name}: {state.feeds}
        </li>
      ))}
    </ul>
  );
}

export default function StateQuestions(shell: RemoteAppProps) {
  const { form } = shell;
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const latest = useRef({ shell, drafts });
  latest.current = { shell, drafts };

  useEffect(() => {
    if (form && drafts === null) setDrafts(draftsFrom(form));
  }, [form, drafts]);

  const save = useCallback(async (): Promise<boolean> => {
    const { shell: current, drafts: now } = latest.current;
    if (!current.form || !now) return true;
    const estimates = { ...current.form.stateEstimatedTaxPayments };
    for (const [code, text] of Object.entries(now.estimates)) estimates[code] = amountOf(text);
    const investmentData = answeredInvestmentData(current.form, now.pensions);
    try {
      await current.saveForm({
        localityAnswers: { county: now.county.trim(), municipality: now.municipality.trim(), schoolDistrict: now.schoolDistrict.trim(), nycResidency: now.nycResidency },
        rentPaid: amountOf(now.rentPaid),
        propertyTax: amountOf(now.propertyTax),
        stateEstimatedTaxPayments: estimates,
        ...(investmentData ? { investmentData } : {}),
      });
      return true;
    } catch {
      current.toast({ title: 'Failed to save your state answers', variant: 'destructive', duration: 3000 });
      return false;
    }
  }, []);
  const autosave = useAutosave(save);

  // Another tab's answers show here when nothing of this tab waits to be saved.
  const { onRemoteChange } = shell;
  useEffect(
    () =>
      onRemoteChange((change) => {
        const fields = ['localityAnswers', 'rentPaid', 'propertyTax', 'stateEstimatedTaxPayments', 'state', 'additionalState', 'w2Data', 'investmentData'];
        if (!autosave.isBusy() && change.fields.some((field) => fields.includes(field))) setDrafts(draftsFrom(change.form));
      }),
    [onRemoteChange, autosave],
  );

  if (!form || !drafts) return <PageHeader title="Loading your state questions..." />;

  const change = (next: Partial<Drafts>) => {
    setDrafts((previous) => (previous ? { ...previous, ...next } : previous));
    autosave.markDirty();
  };
  const asked = questionsFor(form);
  const { all } = statesOfReturn(form);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <header>
        <h1 style={{ margin: '0 0 8px' }}>State Questions</h1>
        <p style={{ margin: 0 }}>
          {asked.length > 0 ? `Only what your state returns need: ${all.map(stateNameOf).join(', ')}.` : `Your state returns (${all.map(stateNameOf).join(', ')}) need nothing more.`}
        </p>
      </header>
      {asked.map((item) => {
        const { question } = item;
        return (
          <Card key={question.id}>
            <Fieldset>
              <legend>{question.label}</legend>
              <Feeds asked={item} />
              {question.kind === 'text' ? (
                <Labelled label={question.label}>
                  {(id) => (
                    <AmountBox
                      id={id}
                      type="text"
                      autoComplete={question.id === 'municipality' ? 'address-level2' : 'off'}
                      maxLength={100}
                      value={drafts[question.id as 'county' | 'municipality' | 'schoolDistrict']}
                      onChange={(event) => change({ [question.id]: event.target.value })}
                    />
                  )}
                </Labelled>
              ) : null}
              {question.kind === 'choice' ? (
                <Labelled label="New York City or Yonkers resident">
                  {(id) => (
                    <Select id={id} value={drafts.nycResidency} onChange={(event) => change({ nycResidency: event.target.value as Drafts['nycResidency'] })}>
                      <option value="">Choose one</option>
                      <option value="nyc">New York City</option>
                      <option value="yonkers">Yonkers</option>
                      <option value="neither">Neither</option>
                    </Select>
                  )}
                </Labelled>
              ) : null}
              {question.kind === 'amount' ? (
                <Labelled label={question.label}>
                  {(id) => (
                    <AmountBox
                      id={id}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="$0.00"
                      value={drafts[question.id as 'rentPaid' | 'propertyTax']}
                      onChange={(event) => change({ [question.id]: acceptAmount(drafts[question.id as 'rentPaid' | 'propertyTax'], event.target.value) })}
                    />
                  )}
                </Labelled>
              ) : null}
              {question.id === 'propertyTax' ? <p style={{ margin: 0, fontSize: 14 }}>The larger of this and Real Estate Taxes on the Deductions screen is used (Schedule A line 5b).</p> : null}
              {question.kind === 'perPension' ? (
                <>
                  <p style={{ margin: 0, fontSize: 14 }}>
                    Government pensions (federal, state, local or military) are taxed differently by your state. Choose who pays each pension; until you do, the payer&apos;s name is used.
                  </p>
                  {pensionDocuments(form).map((pension) => (
                    <Labelled key={pension.index} label={`${pension.payer || 'Pension (Form 1099-R)'}, ${dollars(pension.amount)}: who pays this pension`}>
                      {(id) => (
                        <Select
                          id={id}
                          value={drafts.pensions[pension.index] ?? ''}
                          onChange={(event) => change({ pensions: { ...drafts.pensions, [pension.index]: event.target.value } })}
                        >
                          <option value="">Not answered: go by the payer&apos;s name</option>
                          {governmentPensionChoices(statesOfReturn(form).resident).map((choice) => (
                            <option key={choice.value} value={choice.value}>
                              {choice.label}
                            </option>
                          ))}
                        </Select>
                      )}
                    </Labelled>
                  ))}
                </>
              ) : null}
              {question.kind === 'perStateAmount'
                ? item.states.map((state) => (
                    <Labelled key={state.code} label={`${state.name}: ${question.label}`}>
                      {(id) => (
                        <AmountBox
                          id={id}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="$0.00"
                          value={drafts.estimates[state.code] ?? ''}
                          onChange={(event) => change({ estimates: { ...drafts.estimates, [state.code]: acceptAmount(drafts.estimates[state.code] ?? '', event.target.value) } })}
                        />
                      )}
                    </Labelled>
                  ))
                : null}
            </Fieldset>
          </Card>
        );
      })}
    </div>
  );
}
