// Beside an entry: the engine's figure for the line it feeds, the rule that limited it, and whether the
// standard deduction still wins (issue 14 item 5). Announced politely as it follows the typing.
import type { EntryMapping } from '@taxapp/contracts/deductionCreditMapping';
import { entryFigure, formatUsd, type FederalFigures } from '../state/entryFigures';
import { Figure } from './styles';

export function EntryFigureView({ mapping, federal, entered }: { mapping: EntryMapping | undefined; federal: FederalFigures | null; entered: boolean }) {
  if (!mapping) return null;
  if (mapping.destination !== 'federal' || !federal || !entered) {
    // Before an amount (or while the engine loads) only what the entry feeds is said.
    return (
      <Figure>
        <p>Goes to: {mapping.feeds}</p>
        {mapping.note ? <p>{mapping.note}</p> : null}
      </Figure>
    );
  }
  const figure = entryFigure(mapping, federal);
  return (
    <Figure aria-live="polite" data-testid="entry-figure">
      <p>
        <strong>{figure.amount === null ? '' : formatUsd(figure.amount)}</strong> {figure.label}
      </p>
      {figure.rule ? <p>{figure.rule}</p> : null}
      {figure.standardVsItemized ? <p>{figure.standardVsItemized}</p> : null}
    </Figure>
  );
}
