// The header's federal and state summary (spec 1 §2.3, spec 3 §2, ARCHITECTURE decision 2): hidden on /
// and /auth; elsewhere shown only when AGI or payments are above 0 or state results exist. Federal shows
// the refund in green or the amount due in red; state shows the total, labelled 'States (N)' for several;
// local income taxes, when there are any, show as their own figure, never inside the state's. Whole dollars.
import styled from 'styled-components';
import { headerStateLabel, headerSummaryVisible } from '@taxapp/contracts/flow';
import { formatWholeDollars } from '@taxapp/contracts/validation';
import { createStore, useStore } from '../../lib/store';

export interface TaxSummary {
  agi: number;
  payments: number;
  /** Positive: refund; negative: amount due. */
  federalRefund: number;
  states: { code: string; tax: number }[];
  /** The local income taxes (city, county, school district) apart from the state tax (ARCHITECTURE decision 9). */
  localTax: number;
}

/** Filled by the summary feed (taxSummaryFeed.ts), computed in the browser from the form; null until the first figures. */
export const taxSummaryStore = createStore<TaxSummary | null>(null);

const Box = styled.div`
  display: flex;
  gap: 24px;
  font-size: 0.95rem;
  span {
    display: block;
    color: #475569;
    font-size: 0.8rem;
  }
`;
const Amount = styled.strong<{ $tone: 'good' | 'bad' | 'plain' }>`
  color: ${(p) => (p.$tone === 'good' ? '#15803d' : p.$tone === 'bad' ? '#b91c1c' : '#0f172a')};
`;

export function HeaderSummary({ path }: { path: string }) {
  const summary = useStore(taxSummaryStore);
  if (!summary || !headerSummaryVisible(path, { agi: summary.agi, payments: summary.payments, stateCount: summary.states.length })) return null;
  const refund = summary.federalRefund >= 0;
  const stateTotal = summary.states.reduce((sum, s) => sum + s.tax, 0);
  return (
    <Box aria-label="Tax summary" role="group">
      <div data-testid="summary-federal">
        <span>{refund ? 'Federal Refund' : 'Federal Amount Due'}</span>
        <Amount $tone={refund ? 'good' : 'bad'} data-tone={refund ? 'good' : 'bad'}>
          {formatWholeDollars(Math.abs(summary.federalRefund))}
        </Amount>
      </div>
      {summary.states.length ? (
        <div data-testid="summary-state">
          <span>{headerStateLabel(summary.states.length)}</span>
          <Amount $tone="plain" data-tone="plain">
            {formatWholeDollars(stateTotal)}
          </Amount>
        </div>
      ) : null}
      {summary.localTax > 0 ? (
        <div data-testid="summary-local">
          <span>Local</span>
          <Amount $tone="plain" data-tone="plain">
            {formatWholeDollars(summary.localTax)}
          </Amount>
        </div>
      ) : null}
    </Box>
  );
}
