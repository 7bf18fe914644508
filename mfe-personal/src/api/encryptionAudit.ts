// spec 1 §7.1 log_encryption_audit_enhanced: a batch of encryption events, sent with keepalive so a batch
// flushed as the page goes away still arrives. Never awaited by a screen.
import { formsApi, type EncryptionAuditEvent } from '@taxapp/contracts/api/forms';
import { callEndpoint } from '@taxapp/ui/http';

export async function sendEncryptionAudit(events: EncryptionAuditEvent[]): Promise<void> {
  await callEndpoint(formsApi.encryptionAudit, { events }, { keepalive: true });
}
