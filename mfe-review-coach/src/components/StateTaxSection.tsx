// One state's result: residency and days, then each row of spec 3's State Tax Calculation card (the engine's
// breakdown.lines, in card order, 'Tax Credits' and 'Local Tax' only when there are any), each expandable to
// its formula and the state's form, line or statute.
import type { StateTaxResult } from '@taxapp/contracts/api/calculation';
import { percent, usd } from '../state/format';
import { Expandable, Why } from './styles';

const RESIDENCY_LABELS: Record<StateTaxResult['residentType'], string> = {
  resident: 'Full-year resident',
  'part-year': 'Part-year resident',
  nonresident: 'Nonresident',
};

export function residencyLabel(type: StateTaxResult['residentType']): string {
  return RESIDENCY_LABELS[type];
}

export function StateTaxSection({ state, headingLevel = 3 }: { state: StateTaxResult; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `state-${state.state}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {state.stateName} ({state.state})
      </Heading>
      <p>
        {residencyLabel(state.residentType)} · {state.daysInState} days in state
      </p>
      {state.noTaxReason ? <p>{state.noTaxReason}</p> : null}
      {state.breakdown.lines.map((line) => {
        const shown = line.key === 'effectiveRate' ? percent(line.amount) : usd(line.amount);
        return (
          <Expandable key={line.key} data-state-line={`${state.state}.${line.key}`}>
            <summary>
              <span>{line.key === 'effectiveRate' ? 'Effective Rate' : line.label}</span>
              <span>{shown}</span>
            </summary>
            <Why aria-label={`Why ${line.label} is ${shown}`}>
              <dt>Formula</dt>
              <dd>{line.formula || 'No amount'}</dd>
              <dt>Source</dt>
              <dd>{line.source}</dd>
            </Why>
          </Expandable>
        );
      })}
    </section>
  );
}
