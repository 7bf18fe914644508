// The review's Federal Tax Calculation card (spec 3 §2): Calculate, the refund or amount-due banner, the
// breakdown, filing status and dependents, and where the figures came from.
import type { FederalResult } from '@taxapp/contracts/api/calculation';
import { Button } from '@taxapp/ui';
import { DATA_SOURCE_LABELS, type DataSource } from '../state/calculation';
import { filingStatusLabel, usd } from '../state/format';
import { Banner, Card, CardHeader, Muted, Row } from './styles';

export interface FederalCalculationCardProps {
  federal: FederalResult | null;
  source: DataSource | null;
  busy: boolean;
  onCalculate: () => void;
}

export function FederalCalculationCard({ federal, source, busy, onCalculate }: FederalCalculationCardProps) {
  const isRefund = federal ? federal.refundOwed >= 0 : true;
  return (
    <Card aria-labelledby="federal-card-title">
      <CardHeader>
        <h2 id="federal-card-title">Federal Tax Calculation</h2>
        <Button type="button" onClick={onCalculate} disabled={busy} aria-busy={busy}>
          {busy ? 'Calculating...' : 'Calculate'}
        </Button>
      </CardHeader>
      {federal ? (
        <>
          <Banner $tone={isRefund ? 'good' : 'bad'} role="status">
            {isRefund ? 'Federal Refund' : 'Federal Amount Due'}
            <strong>{usd(Math.abs(federal.refundOwed))}</strong>
          </Banner>
          <dl aria-label="Federal tax breakdown">
            <Row>
              <dt>AGI</dt>
              <dd>{usd(federal.agi)}</dd>
            </Row>
            <Row>
              <dt>Taxable Income</dt>
              <dd>{usd(federal.taxableIncome)}</dd>
            </Row>
            <Row>
              <dt>Tax Before Credits</dt>
              <dd>{usd(federal.taxLiability)}</dd>
            </Row>
            <Row>
              <dt>Total Credits</dt>
              <dd>{usd(federal.totalCredits)}</dd>
            </Row>
            <Row>
              <dt>Tax After Credits</dt>
              <dd>{usd(federal.taxAfterCredits)}</dd>
            </Row>
            <Row>
              <dt>Federal Withholdings</dt>
              <dd>{usd(federal.totalWithholdings)}</dd>
            </Row>
            <Row $strong>
              <dt>{isRefund ? 'Refund Amount' : 'Amount Due'}</dt>
              <dd>{usd(Math.abs(federal.refundOwed))}</dd>
            </Row>
          </dl>
          <dl aria-label="Return summary">
            <Row>
              <dt>Filing Status</dt>
              <dd>{filingStatusLabel(federal.filingStatus)}</dd>
            </Row>
            <Row>
              <dt>Dependents</dt>
              <dd>{federal.dependentsCount}</dd>
            </Row>
            <Row>
              <dt>Data Source</dt>
              <dd>{source ? DATA_SOURCE_LABELS[source] : ''}</dd>
            </Row>
          </dl>
        </>
      ) : (
        <Muted>Press Calculate to compute your 2024 federal tax.</Muted>
      )}
    </Card>
  );
}
