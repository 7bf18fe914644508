// The review's State Tax Calculation card (spec 3 §2): Refresh, the total across states, one card per state,
// a combined summary (local income taxes in rows of their own), the multi-state box, 'No State Tax Due' and the
// disclaimer.
import type { StateResult } from '@taxapp/contracts/api/calculation';
import { Button } from '@taxapp/ui';
import { DATA_SOURCE_LABELS, type DataSource } from '../state/calculation';
import { usd } from '../state/format';
import { StateTaxSection } from './StateTaxSection';
import { Banner, Card, CardHeader, Muted, Row } from './styles';

export const STATE_DISCLAIMER =
  'State tax calculations are estimates based on 2024 state rules. Please consult a tax professional or your state tax agency to confirm your state tax obligations.';

export interface StateCalculationCardProps {
  state: StateResult | null;
  source: DataSource | null;
  busy: boolean;
  onRefresh: () => void;
}

export function StateCalculationCard({ state, source, busy, onRefresh }: StateCalculationCardProps) {
  return (
    <Card aria-labelledby="state-card-title">
      <CardHeader>
        <h2 id="state-card-title">State Tax Calculation</h2>
        <Button type="button" $variant="outline" onClick={onRefresh} disabled={busy} aria-busy={busy}>
          {busy ? 'Refreshing...' : 'Refresh'}
        </Button>
      </CardHeader>
      {state ? (
        <>
          <Banner $tone="info">
            Total State Tax
            <strong>{usd(state.totalStateTax)}</strong>
          </Banner>
          {state.states.length > 1 ? (
            <Banner $tone="info" role="note">
              Multiple states: you lived or earned income in {state.states.length} states ({state.states.map((s) => s.state).join(', ')}). Each state taxes its
              share of your income, prorated by the days you lived there.
            </Banner>
          ) : null}
          {state.totalStateTax === 0 ? (
            <Banner $tone="good" role="note">
              <strong>No State Tax Due</strong>
              {state.states.map((s) => s.noTaxReason).find(Boolean) ?? 'Your state tax for 2024 is zero.'}
            </Banner>
          ) : null}
          {state.states.map((s) => (
            <Card key={s.state} as="div">
              <StateTaxSection state={s} />
            </Card>
          ))}
          <h3>Combined Summary</h3>
          <dl aria-label="Combined state summary">
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
            {state.totalLocalTax > 0 || state.totalLocalWithholdings > 0 ? (
              // Local income taxes are their own returns (ARCHITECTURE decision 9): their own rows, not in the state totals.
              <>
                <Row>
                  <dt>Total Local Tax</dt>
                  <dd>{usd(state.totalLocalTax)}</dd>
                </Row>
                <Row>
                  <dt>Local Tax Withheld</dt>
                  <dd>{usd(state.totalLocalWithholdings)}</dd>
                </Row>
                <Row $strong>
                  <dt>Local Refund</dt>
                  <dd>{usd(state.totalLocalRefund)}</dd>
                </Row>
                <Row $strong>
                  <dt>Local Amount Due</dt>
                  <dd>{usd(state.totalLocalAmountDue)}</dd>
                </Row>
              </>
            ) : null}
            <Row>
              <dt>Data Source</dt>
              <dd>{source ? DATA_SOURCE_LABELS[source] : ''}</dd>
            </Row>
          </dl>
        </>
      ) : (
        <Muted>Press Refresh (or Calculate above) to compute your 2024 state tax.</Muted>
      )}
      <Muted role="note">{STATE_DISCLAIMER}</Muted>
    </Card>
  );
}
