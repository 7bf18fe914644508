// One form client per signed-in user, opened once and kept until the user signs out.
import type { ShellUser } from '@taxapp/contracts/shell';
import { readLocalCopy, removeLocalCopy } from '../../lib/localCopy';
import { checkSession, sessionStore } from '../session/session';
import { getForm } from './api/getForm';
import { openForm } from './api/openForm';
import { patchForm } from './api/patchForm';
import { FormClient } from './formClient';
import { connectRealtime } from './realtime';

let current: { userId: string; client: FormClient } | null = null;

export function formClientFor(user: ShellUser): FormClient {
  if (!current || current.userId !== user.id) {
    current?.client.dispose();
    const client = new FormClient({
      openForm,
      getForm,
      patchForm,
      connectRealtime: (handlers) => connectRealtime({ ...handlers, onNotAuthenticated: () => void checkSession() }),
      readLocalCopy: () => readLocalCopy(user.id),
      removeLocalCopy,
    });
    current = { userId: user.id, client };
    void client.open();
  }
  return current.client;
}

// Signed out (Save & Exit, another tab, an expired session): close this user's form and socket.
sessionStore.subscribe(() => {
  if (sessionStore.get().status !== 'signed-in' && current) {
    current.client.dispose();
    current = null;
  }
});
