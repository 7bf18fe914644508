// /state: one section per state with its own lines, each opening to its formula and the state's form, line or
// statute; the brackets filled, credits and local taxes; the totals, 'No State Tax Due' and the disclaimer.
import type { StateTaxResult } from '@taxapp/contracts/api/calculation';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { missingStateAnswers } from '@taxapp/contracts/stateQuestions';
import { PageHeader } from '@taxapp/ui';
import { STATE_DISCLAIMER } from '../components/StateCalculationCard';
import { StateTaxSection } from '../components/StateTaxSection';
import { Banner, Card, Muted, Row } from '../components/styles';
import { percent, usd } from '../state/format';
import { useLocalCalculation } from '../state/useLocalCalculation';

function StateDetails({ state }: { state: StateTaxResult }) {
  const { breakdown } = state;
  const filled = breakdown.brackets.filter((bracket) => bracket.amountTaxed > 0);
  return (
    <>
      {filled.length > 0 ? (
        <>
          <h3>Brackets filled</h3>
          <dl aria-label={`${state.stateName} brackets filled`}>
            {filled.map((bracket) => (
              <Row key={bracket.min}>
                <dt>
                  {percent(bracket.rate)} on {usd(bracket.amountTaxed)} ({usd(bracket.min)} to {bracket.max === null ? 'and over' : usd(bracket.max)})
                </dt>
                <dd>{usd(bracket.tax)}</dd>
              </Row>
            ))}
          </dl>
        </>
      ) : null}
      {breakdown.credits.length > 0 ? (
        <>
          <h3>Credits</h3>
          <dl aria-label={`${state.stateName} credits`}>
            {breakdown.credits.map((credit) => (
              <Row key={credit.name}>
                <dt>
                  {credit.name}
                  {credit.refundable ? ' (refundable)' : ''} — {credit.source}
                </dt>
                <dd>{usd(credit.amount)}</dd>
              </Row>
            ))}
          </dl>
        </>
      ) : null}
      {breakdown.localTaxes.length > 0 ? (
        <>
          <h3>Local taxes</h3>
          <dl aria-label={`${state.stateName} local taxes`}>
            {breakdown.localTaxes.map((local) => (
              <Row key={local.jurisdiction}>
                <dt>
                  {local.jurisdiction}: {local.formula} — {local.source}
                </dt>
                <dd>{usd(local.amount)}</dd>
              </Row>
            ))}
          </dl>
        </>
      ) : null}
      <h3>How it was figured</h3>
      <ul>
        {state.calculationDetails.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </>
  );
}

/** Issue 9: the State Questions answers still missing, each with the state form it feeds, and a way back to them. */
function MissingAnswers({ shell }: { shell: RemoteAppProps }) {
  const missing = shell.form ? missingStateAnswers(shell.form) : [];
  if (missing.length === 0) return null;
  return (
    <Banner $tone="info" role="note" aria-label="Missing state answers">
      <strong>Missing state answers</strong>
      <ul style={{ margin: '4px 0' }}>
        {missing.map(({ question, states }) => (
          <li key={question.id}>
            {question.label} — {states.map((state) => `${state.name}: ${state.feeds}`).join('; ')}
          </li>
        ))}
      </ul>
      <a href="/state-questions" onClick={(event) => { event.preventDefault(); shell.navigate('/state-questions'); }}>
        Answer the State Questions
      </a>
    </Banner>
  );
}

export default function State(shell: RemoteAppProps) {
  const local = useLocalCalculation(shell.form);
  if (shell.formStatus === 'ready' && !shell.form) {
    return <p>No tax information available. Please complete the previous sections first.</p>;
  }
  if (local.status === 'loading') return <Muted role="status">Calculating your state return...</Muted>;
  if (local.status === 'error') return <p role="alert">{local.message}</p>;
  const { state } = local.calculation;
  return (
    <section>
      <PageHeader title="State" subtitle="Your 2024 state returns. Open a line to see how it was figured." />
      <MissingAnswers shell={shell} />
      <Banner $tone="info" role="status">
        {state.states.length > 1 ? `Total state tax (${state.states.length} states)` : 'Total state tax'}
        <strong>{usd(state.totalStateTax)}</strong>
      </Banner>
      {state.totalStateTax === 0 ? (
        <Banner $tone="good" role="note">
          <strong>No State Tax Due</strong>
          {state.states.map((s) => s.noTaxReason).find(Boolean) ?? 'Your state tax for 2024 is zero.'}
        </Banner>
      ) : null}
      {state.states.map((s) => (
        <Card key={s.state} aria-labelledby={`state-${s.state}-title`}>
          <StateTaxSection state={s} headingLevel={2} />
          <StateDetails state={s} />
        </Card>
      ))}
      <Card aria-labelledby="state-totals">
        <h2 id="state-totals">All states</h2>
        <dl>
          <Row>
            <dt>Total State Tax</dt>
            <dd>{usd(state.totalStateTax)}</dd>
          </Row>
          <Row>
            <dt>Total Withholdings</dt>
            <dd>{usd(state.totalWithholdings)}</dd>
          </Row>
          <Row $strong>
            <dt>Total Refund</dt>
            <dd>{usd(state.totalRefund)}</dd>
          </Row>
          <Row $strong>
            <dt>Total Amount Due</dt>
            <dd>{usd(state.totalAmountDue)}</dd>
          </Row>
        </dl>
      </Card>
      <Muted role="note">{STATE_DISCLAIMER}</Muted>
    </section>
  );
}
