// POST /api/forms/encryption-audit (spec 1 §7.1 log_encryption_audit_enhanced): a batch of encryption
// events, sent with keepalive so a batch flushed as the page goes away still arrives. Never awaited by a screen.
import { formsApi, type EncryptionAuditEvent } from '@taxapp/contracts/api/forms';

export async function sendEncryptionAudit(events: EncryptionAuditEvent[]): Promise<void> {
  const response = await fetch(formsApi.encryptionAudit.path, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (!response.ok) throw new Error(`encryption audit answered ${response.status}`);
}
