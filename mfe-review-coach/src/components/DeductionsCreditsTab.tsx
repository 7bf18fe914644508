// The review's Deductions & Credits tab (spec 3 §2): deductions and credits by category with USD amounts, read
// from the form through contracts' catalogs (never through the deductions remote's components). It follows the
// deductionsUpdated / creditsUpdated window events at once (spec 3 §4), before the saved form comes back.
import { useEffect, useState } from 'react';
import {
  CREDIT_CATEGORIES,
  DEDUCTION_CATEGORIES,
  DEDUCTION_TOP_LEVEL_FIELDS,
  normalizeDeductionGroups,
  type CreditCategory,
  type DeductionCategory,
} from '@taxapp/contracts/catalogs';
import { CREDITS_UPDATED_EVENT, DEDUCTIONS_UPDATED_EVENT } from '@taxapp/contracts/deductionCreditMapping';
import type { Form1040Data } from '@taxapp/contracts/form';
import { usd } from '../state/format';
import { humanise } from './IncomeTab';
import { Card, Muted, Row } from './styles';

export const NO_DEDUCTIONS_OR_CREDITS = 'No deductions or credits have been entered.';

type AmountMap = Record<string, Record<string, number>>;

function isAmountMap(value: unknown): value is AmountMap {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The form's map, replaced by the newest broadcast until the form itself changes. */
function useLiveMap(eventName: string, fromForm: AmountMap): AmountMap {
  const [live, setLive] = useState<AmountMap | null>(null);
  useEffect(() => setLive(null), [fromForm]);
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent).detail;
      if (isAmountMap(detail)) setLive(detail);
    };
    window.addEventListener(eventName, listener);
    return () => window.removeEventListener(eventName, listener);
  }, [eventName]);
  return live ?? fromForm;
}

interface Line {
  label: string;
  text: string;
}

function deductionLines(category: DeductionCategory, items: Record<string, number> | undefined, form: Form1040Data): Line[] {
  const lines: Line[] = Object.entries(items ?? {})
    .filter(([, amount]) => amount > 0)
    .map(([id, amount]) => ({ label: category.subItems.find((item) => item.id === id)?.label ?? humanise(id), text: usd(amount) }));
  if (lines.length > 0) return lines;
  // The same money kept in a top-level field (spec 3 §3 'Top-level deduction fields').
  const fields = DEDUCTION_TOP_LEVEL_FIELDS[category.id as keyof typeof DEDUCTION_TOP_LEVEL_FIELDS] ?? [];
  return fields.filter((field) => (form[field] ?? 0) > 0).map((field) => ({ label: humanise(field), text: usd(form[field]) }));
}

function creditLines(category: CreditCategory, items: Record<string, number> | undefined): Line[] {
  return Object.entries(items ?? {})
    .filter(([, amount]) => amount > 0)
    .map(([key, amount]) => {
      const option = category.subOptions.find((o) => o.id === key);
      // A checkbox credit stores 1 (claimed); a dropdown row's key is 'sub-option label - credit type'.
      if (option?.layout === 'checkbox') return { label: option.label, text: 'Claimed' };
      return { label: option?.label ?? key, text: usd(amount) };
    });
}

function CategoryList({ title, id, groups }: { title: string; id: string; groups: { title: string; lines: Line[] }[] }) {
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {groups.length === 0 ? <Muted>None entered.</Muted> : null}
      {groups.map((group) => (
        <dl key={group.title} aria-label={group.title}>
          <Row $strong>
            <dt>{group.title}</dt>
            <dd />
          </Row>
          {group.lines.map((line) => (
            <Row key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </Row>
          ))}
        </dl>
      ))}
    </Card>
  );
}

export function DeductionsCreditsTab({ form }: { form: Form1040Data }) {
  const deductions = useLiveMap(DEDUCTIONS_UPDATED_EVENT, form.deductions);
  const credits = useLiveMap(CREDITS_UPDATED_EVENT, form.credits);
  const normalised = normalizeDeductionGroups(deductions);
  const deductionGroups = DEDUCTION_CATEGORIES.map((category) => ({ title: category.title, lines: deductionLines(category, normalised[category.id], form) })).filter(
    (group) => group.lines.length > 0,
  );
  const creditGroups = CREDIT_CATEGORIES.map((category) => ({ title: category.title, lines: creditLines(category, credits[category.id]) })).filter(
    (group) => group.lines.length > 0,
  );
  if (deductionGroups.length === 0 && creditGroups.length === 0) return <Muted role="status">{NO_DEDUCTIONS_OR_CREDITS}</Muted>;
  return (
    <div>
      <CategoryList title="Deductions" id="review-deductions" groups={deductionGroups} />
      <CategoryList title="Credits" id="review-credits" groups={creditGroups} />
    </div>
  );
}
