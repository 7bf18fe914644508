// The recovery key made at sign-up or in Settings, shown once at the top of the page (issue 7 item 4); gone on
// reload. The panel itself is @taxapp/ui's, shared with My Information.
import { RecoveryWordsPanel } from '@taxapp/ui';
import { useStore } from '../../lib/store';
import { recoveryWordsStore } from './deviceKeys';

export function RecoveryKeyNotice() {
  const words = useStore(recoveryWordsStore);
  if (!words || words.length === 0) return null;
  return <RecoveryWordsPanel words={words} onSaved={() => recoveryWordsStore.set(null)} />;
}
