// One summary feed per signed-in user (like the form client): it keeps the user's tax return id for the
// whole session, and is dropped (with the figures) when the user signs out or another user signs in.
import { useEffect } from 'react';
import type { ShellUser } from '@taxapp/contracts/shell';
import { sessionStore } from '../session/session';
import type { FormClient } from '../form/formClient';
import { calculateFull } from './api/calculateFull';
import { createReturn } from './api/createReturn';
import { taxSummaryStore } from './HeaderSummary';
import { createTaxSummaryFeed, type TaxSummaryFeed } from './taxSummaryFeed';

let current: { userId: string; feed: TaxSummaryFeed } | null = null;

function feedFor(userId: string): TaxSummaryFeed {
  if (!current || current.userId !== userId) {
    current?.feed.dispose();
    taxSummaryStore.set(null);
    current = { userId, feed: createTaxSummaryFeed({ store: taxSummaryStore, createReturn, calculateFull }) };
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
 * Recalculates the summary once when the form has loaded and then after every confirmed change of the
 * form (a new version: this tab's saves and other tabs' alike), debounced by the feed. It listens to the
 * form's store directly, so typing re-renders nothing here.
 */
export function useTaxSummaryFeed(user: ShellUser, client: FormClient): void {
  useEffect(() => {
    const feed = feedFor(user.id);
    let seenVersion: number | null = null;
    const onForm = () => {
      const { status, version } = client.store.get();
      if (status !== 'ready') return;
      if (seenVersion === null) feed.now();
      else if (version !== seenVersion) feed.schedule();
      seenVersion = version;
    };
    onForm();
    return client.store.subscribe(onForm);
  }, [user.id, client]);
}
