// Where the federal income tax comes from, bracket by bracket: how much of the ordinary taxable income falls in
// each 2024 bracket of the filing status's rate schedule and the tax of each (Rev. Proc. 2023-34 §3.01; the
// engine's RATE_SCHEDULES). Each row says its figures in words; the bar only repeats how full the bracket is.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { FederalResult as FederalCalculation } from '@taxapp/contracts/api/calculation';
import type { FilingStatus } from '@taxapp/contracts/form';
import type { RateSchedule } from '@taxapp/engine';
import { loadEngine } from '../state/localEngine';
import { filingStatusLabel, percent, usd } from '../state/format';
import { Card, Muted } from './styles';

export interface BracketFilled {
  rate: number;
  /** The bracket's first and last dollar (to: null for the top bracket). */
  from: number;
  to: number | null;
  /** Income taxed at this rate, and that income times the rate (to the cent). */
  income: number;
  tax: number;
  /** How full the bracket is, 0 to 1 (the top bracket: 1 once any income reaches it). */
  filled: number;
}

/** Splits ordinary taxable income over a rate schedule's brackets (2024 Tax Rate Schedules, i1040). */
export function bracketsFilled(ordinaryIncome: number, schedule: RateSchedule): BracketFilled[] {
  const income = Math.max(0, ordinaryIncome);
  return schedule.bounds.map((upper, index) => {
    const lower = index === 0 ? 0 : schedule.bounds[index - 1]!;
    const rate = schedule.rates[index]!;
    const inBracket = Math.max(0, Math.min(income, upper) - lower);
    const width = upper - lower;
    return {
      rate,
      from: index === 0 ? 0 : lower + 1,
      to: Number.isFinite(upper) ? upper : null,
      income: inBracket,
      tax: Math.round(inBracket * rate * 100) / 100,
      filled: Number.isFinite(width) ? inBracket / width : inBracket > 0 ? 1 : 0,
    };
  });
}

/**
 * The part of taxable income taxed at the ordinary rates: all of Form 1040 line 15, less qualified dividends and
 * net capital gain when a worksheet taxed them at 0/15/20% (its line 5, or the Schedule D Tax Worksheet's line 21).
 */
export function ordinaryTaxableIncome(federal: Pick<FederalCalculation, 'taxableIncome' | 'lines'>): number {
  return federal.lines['qdcgtWorksheet.line5']?.value ?? federal.lines['sdTaxWorksheet.line21']?.value ?? federal.taxableIncome;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 8px;
  }
  th,
  td {
    text-align: left;
    padding: 8px 4px;
    border-bottom: 1px solid #e2e8f0;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th:last-child,
  td:last-child {
    text-align: right;
  }
  small {
    display: block;
    color: #475569;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;
const Bar = styled.span`
  display: block;
  height: 10px;
  margin-top: 4px;
  border: 1px solid #64748b;
  border-radius: 5px;
  background: #fff;
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: #1d4ed8;
  }
`;

function range(bracket: BracketFilled): string {
  return bracket.to === null ? `over ${usd(bracket.from - 1)}` : `${usd(bracket.from)} to ${usd(bracket.to)}`;
}

export function BracketsTable({ ordinaryIncome, status, schedule, source }: { ordinaryIncome: number; status: FilingStatus; schedule: RateSchedule; source: string }) {
  const brackets = bracketsFilled(ordinaryIncome, schedule);
  const reached = brackets.filter((bracket, index) => bracket.income > 0 || index === 0);
  const totalTax = Math.round(brackets.reduce((sum, bracket) => sum + bracket.tax, 0) * 100) / 100;
  return (
    <>
      <Table>
        <caption>
          {usd(ordinaryIncome)} of taxable income at ordinary rates, {filingStatusLabel(status)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Bracket</th>
            <th scope="col">Your income in it</th>
            <th scope="col">Tax</th>
          </tr>
        </thead>
        <tbody>
          {reached.map((bracket) => (
            <tr key={bracket.rate}>
              <th scope="row">
                {percent(bracket.rate)}
                <small>{range(bracket)}</small>
              </th>
              <td>
                {usd(bracket.income)}
                <small>{bracket.to === null ? 'top bracket' : `${Math.round(bracket.filled * 100)}% of this bracket filled`}</small>
                <Bar aria-hidden="true">
                  <span style={{ width: `${Math.min(100, bracket.filled * 100)}%` }} />
                </Bar>
              </td>
              <td>{usd(bracket.tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{usd(ordinaryIncome)}</td>
            <td>{usd(totalTax)}</td>
          </tr>
        </tfoot>
      </Table>
      <Muted>
        Figured on the 2024 Tax Rate Schedule ({source}). Below $100,000 of taxable income Form 1040 line 16 comes
        from the IRS Tax Table, which taxes the middle of each $50 band, so it can differ by a few dollars; qualified
        dividends and long-term capital gains are taxed at 0%, 15% or 20% and are not in these brackets.
      </Muted>
    </>
  );
}

/** The card on /federal: the rate schedules come with the engine the page already loaded. */
export function BracketsFilledCard({ federal }: { federal: FederalCalculation }) {
  const [schedules, setSchedules] = useState<{ all: Record<FilingStatus, RateSchedule>; source: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadEngine().then((engine) => {
      if (current) setSchedules({ all: engine.RATE_SCHEDULES, source: engine.RATE_SCHEDULES_SOURCE });
    });
    return () => {
      current = false;
    };
  }, []);
  const status = federal.filingStatus as FilingStatus;
  const schedule = schedules?.all[status];
  return (
    <Card aria-labelledby="federal-brackets">
      <h2 id="federal-brackets">The brackets your income fills</h2>
      {schedule && schedules ? (
        <BracketsTable ordinaryIncome={ordinaryTaxableIncome(federal)} status={status} schedule={schedule} source={schedules.source} />
      ) : (
        <Muted role="status">Loading the 2024 brackets...</Muted>
      )}
    </Card>
  );
}
