// /deductions and /credits (spec 3 §2): the selected categories as cards (a click toggles one off), the
// 'Have other ... sources?' panel with the others, each toggle saved at once (spec 3 §4).
import { useState } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';
import { CardGrid, CategoryCard, Panel } from './styles';

export interface SelectionPageProps {
  shell: RemoteAppProps;
  field: 'selectedDeductionOptions' | 'selectedCreditOptions';
  title: string;
  categories: readonly { id: string; title: string; description: string }[];
  /** 'deduction' or 'credit': 'Have other deduction sources?' */
  kind: 'deduction' | 'credit';
  /** Spec 3 §8: 'Failed to save your {deductions|credits} selection'. */
  failure: string;
  /** Shown when every category is selected ('All Deduction Types Added!'). */
  allAdded: string;
}

export function SelectionPage({ shell, field, title, categories, kind, failure, allAdded }: SelectionPageProps) {
  const [saving, setSaving] = useState(false);
  const form = shell.form;
  const stored: readonly string[] = form?.[field] ?? [];
  const selected = categories.filter((category) => stored.includes(category.id));
  const others = categories.filter((category) => !stored.includes(category.id));

  const toggle = async (id: string) => {
    const current = shell.form?.[field];
    if (!current) return;
    setSaving(true);
    try {
      await shell.saveForm({ [field]: current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id] });
    } catch {
      shell.toast({ title: failure, variant: 'destructive', duration: 3000 });
    } finally {
      setSaving(false);
    }
  };

  if (!form || shell.formStatus === 'loading') return <PageHeader title={`Loading your ${kind}s...`} />;

  return (
    <section aria-labelledby="selection-title">
      <h1 id="selection-title" style={{ margin: '0 0 8px' }}>
        {selected.length === 0 ? `No ${kind} categories selected yet` : title}
      </h1>
      {selected.length > 0 ? (
        <CardGrid role="group" aria-label={`Selected ${kind} categories`}>
          {selected.map((category) => (
            <CategoryCard key={category.id} type="button" $selected aria-pressed="true" disabled={saving} onClick={() => void toggle(category.id)}>
              <strong>{category.title}</strong>
              <small>{category.description}</small>
            </CategoryCard>
          ))}
        </CardGrid>
      ) : null}
      {others.length === 0 ? (
        <Panel>
          <h2>{allAdded}</h2>
        </Panel>
      ) : (
        <Panel aria-labelledby="other-sources">
          <h2 id="other-sources">Have other {kind} sources?</h2>
          <CardGrid role="group" aria-labelledby="other-sources">
            {others.map((category) => (
              <CategoryCard key={category.id} type="button" aria-pressed="false" disabled={saving} onClick={() => void toggle(category.id)}>
                <strong>{category.title}</strong>
                <small>{category.description}</small>
              </CategoryCard>
            ))}
          </CardGrid>
        </Panel>
      )}
    </section>
  );
}
