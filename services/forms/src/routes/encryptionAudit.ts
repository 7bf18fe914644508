// POST /api/forms/encryption-audit: the browser's client-side encryption events (spec 1 §7.1 RPC
// log_encryption_audit_enhanced: operation, data type, encryption level, success, error message, user id),
// one audit_logs row each, written in the background. The user is the session's; events queued for another
// user (before a sign-in as someone else in that tab) are dropped. Error texts are redacted once more here.
import { Router } from 'express';
import { audit, requireUser, route, userIdOf, type Db } from '@taxapp/platform';
import { formsApi, redactAuditText } from '@taxapp/contracts/api/forms';
import { ENCRYPTION_AUDIT_ACTIONS, encryptionEventRiskScore } from '@taxapp/contracts/audit';

export function encryptionAuditRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();
  router.use(formsApi.encryptionAudit.path, requireUser);

  route(router, formsApi.encryptionAudit, async ({ events }, req) => {
    const userId = userIdOf(req);
    const mine = events.filter((event) => event.userId === undefined || event.userId === userId);
    for (const event of mine) {
      void audit(db, req, {
        action: ENCRYPTION_AUDIT_ACTIONS[event.operation],
        resourceType: 'encryption',
        resourceId: event.dataType,
        riskScore: encryptionEventRiskScore(event.success),
        details: { operation: event.operation, dataType: event.dataType, encryptionLevel: event.level, success: event.success, clientTime: event.at },
        errorDetails: event.error ? redactAuditText(event.error) : null,
      });
    }
    return { accepted: mine.length };
  });

  return router;
}
