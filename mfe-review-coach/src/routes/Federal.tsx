// /federal: the 2024 Form 1040 line by line as the engine computed it, each line opening to its why; the
// schedules and forms the return needed; where the tax comes from; the marginal and effective rates.
import styled from 'styled-components';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';
import { BracketsFilledCard } from '../components/BracketsFilled';
import { ExplainedLineView } from '../components/ExplainedLineView';
import { ExportButtons } from '../components/ExportButtons';
import { Banner, Card, Muted, Row } from '../components/styles';
import { federalSections, taxPath } from '../state/federalSections';
import { filingStatusLabel, percent, usd } from '../state/format';
import { useLocalCalculation } from '../state/useLocalCalculation';

const Path = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    padding: 6px 0;
    border-bottom: 1px solid #e2e8f0;
    overflow-wrap: anywhere;
  }
  small {
    color: #475569;
    display: block;
  }
`;

export default function Federal(shell: RemoteAppProps) {
  const local = useLocalCalculation(shell.form);
  if (shell.formStatus === 'ready' && !shell.form) {
    return <p>No tax information available. Please complete the previous sections first.</p>;
  }
  if (local.status === 'loading') return <Muted role="status">Calculating your federal return...</Muted>;
  if (local.status === 'error') return <p role="alert">{local.message}</p>;
  const { federal } = local.calculation;
  const { form1040, used } = federalSections(federal);
  const isRefund = federal.refundOwed >= 0;
  return (
    <section>
      <PageHeader title="Federal" subtitle="Your 2024 Form 1040, line by line. Open a line to see how it was figured." />
      <Banner $tone={isRefund ? 'good' : 'bad'} role="status">
        {isRefund ? 'Federal Refund' : 'Federal Amount Due'}
        <strong>{usd(isRefund ? federal.refund : federal.amountDue)}</strong>
      </Banner>
      <Card aria-labelledby="federal-rates">
        <h2 id="federal-rates">Your rates</h2>
        <dl>
          <Row>
            <dt>Filing status</dt>
            <dd>{filingStatusLabel(federal.filingStatus)}</dd>
          </Row>
          <Row>
            <dt>Marginal tax rate (the bracket of your last dollar of taxable income)</dt>
            <dd>{percent(federal.marginalRate)}</dd>
          </Row>
          <Row>
            <dt>Effective tax rate (total tax / total income)</dt>
            <dd>{percent(federal.effectiveRate)}</dd>
          </Row>
        </dl>
      </Card>
      <Card aria-labelledby="federal-path">
        <h2 id="federal-path">Where your tax comes from</h2>
        <Path>
          {taxPath(federal).map((step) => (
            <li key={step.label}>
              <span>
                {step.label}
                <small>{step.line}</small>
              </span>
              <span>{step.amount < 0 ? `− ${usd(-step.amount)}` : usd(step.amount)}</span>
            </li>
          ))}
        </Path>
      </Card>
      <BracketsFilledCard federal={federal} />
      <Card aria-labelledby="federal-1040">
        <h2 id="federal-1040">Form 1040 (2024)</h2>
        {form1040.map((line) => (
          <ExplainedLineView key={line.id} line={line} />
        ))}
      </Card>
      <Card aria-labelledby="federal-used">
        <h2 id="federal-used">Schedules and forms used</h2>
        {used.length === 0 ? <Muted>Your return needed no schedule beyond Form 1040.</Muted> : null}
        {used.map((section) => (
          <section key={section.form} aria-labelledby={`federal-${section.form}`}>
            <h3 id={`federal-${section.form}`}>{section.title}</h3>
            {section.lines.map((line) => (
              <ExplainedLineView key={line.id} line={line} />
            ))}
          </section>
        ))}
      </Card>
      {shell.form ? <ExportButtons form={shell.form} userId={shell.user.id} calculation={local.calculation} toast={shell.toast} /> : null}
    </section>
  );
}
