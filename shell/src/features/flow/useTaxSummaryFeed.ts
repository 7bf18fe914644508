// One summary feed per signed-in user (like the form client), dropped with its figures when the user signs
// out or another user signs in. The engine is imported dynamically: its own chunk, fetched on the first form.
import { useEffect } from 'react';
import type { ShellUser } from '@taxapp/contracts/shell';
import { sessionStore } from '../session/session';
import type { FormClient } from '../form/formClient';
import { taxSummaryStore } from './HeaderSummary';
import { createTaxSummaryFeed, type TaxSummaryFeed } from './taxSummaryFeed';

let current: { userId: string; feed: TaxSummaryFeed } | null = null;

function feedFor(userId: string): TaxSummaryFeed {
  if (!current || current.userId !== userId) {
    current?.feed.dispose();
    taxSummaryStore.set(null);
    current = { userId, feed: createTaxSummaryFeed({ store: taxSummaryStore, loadEngine: () => import('@taxapp/engine') }) };
  }
  return current.feed;
}

sessionStore.subscribe(() => {
  if (sessionStore.get().status !== 'signed-in' && current) {
    current.feed.dispose();
    current = null;
    taxSummaryStore.set(null);
  }
});

/**
 * Recomputes the summary from the form each time the form in this tab changes: when it has loaded, on
 * every local edit (shown at once, before the server confirms it) and on other tabs' changes. It listens
 * to the form's store directly, so nothing re-renders here.
 */
export function useTaxSummaryFeed(user: ShellUser, client: FormClient): void {
  useEffect(() => {
    const feed = feedFor(user.id);
    let seen: unknown = null;
    const onForm = () => {
      const { status, form } = client.store.get();
      if (status !== 'ready' || !form || form === seen) return;
      seen = form;
      feed.update(form);
    };
    onForm();
    return client.store.subscribe(onForm);
  }, [user.id, client]);
}
