// The browser's copy of the form (spec 1 §3.6, §4): `taxFormData` holds the whole form data. We also
// remember whose copy it is, so a copy left by one user is never used to create another user's form.
export const LOCAL_FORM_KEY = 'taxFormData';
export const LOCAL_FORM_OWNER_KEY = 'taxFormDataOwner';
/** Spec 1 §4: session entries in browser storage are prefixed sb-. */
export const SESSION_ENTRY_PREFIX = 'sb-';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function keepLocalCopy(data: unknown, ownerId: string) {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(LOCAL_FORM_KEY, JSON.stringify(data));
    s.setItem(LOCAL_FORM_OWNER_KEY, ownerId);
  } catch {
    // storage full or disabled: the server copy is the one that matters
  }
}

/** The local copy if it belongs to this user (or to nobody known); it is removed by `removeLocalCopy`. */
export function readLocalCopy(userId: string): unknown | undefined {
  const s = storage();
  const raw = s?.getItem(LOCAL_FORM_KEY);
  if (!s || !raw) return undefined;
  const owner = s.getItem(LOCAL_FORM_OWNER_KEY);
  if (owner && owner !== userId) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function removeLocalCopy() {
  const s = storage();
  s?.removeItem(LOCAL_FORM_KEY);
  s?.removeItem(LOCAL_FORM_OWNER_KEY);
}

/** Sign-out (spec 1 §4): delete the session entries (prefix sb-) and the saved taxFormData. */
export function clearLocalSessionData() {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(SESSION_ENTRY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => s.removeItem(key));
  removeLocalCopy();
}
