// POST api-gateway/calculation/calculate-federal | calculate-state | calculate-full (spec 3 §7).
import { Router, type Request } from 'express';
import { enqueueAudit, notFound, requireUser, route, userIdOf, type Db } from '@taxapp/platform';
import { CALCULATION_BASE_PATH, calculationApi, CALCULATION_ERRORS, fullCalculationSchema, type FullCalculation } from '@taxapp/contracts/api/calculation';
import { calculationRiskScore } from '@taxapp/contracts/audit';
import { computeReturn } from '@taxapp/engine';
import { newestFormData, ownsTaxReturn, storeCalculation } from '../db/calculations';

type Kind = 'federal' | 'state' | 'full';

export function calculationRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.use(CALCULATION_BASE_PATH, requireUser);

  async function calculate(kind: Kind, taxReturnId: string, req: Request): Promise<FullCalculation> {
    const userId = userIdOf(req);
    // Another user's return is unreachable: the same answer as a return that does not exist.
    if (!(await ownsTaxReturn(db, userId, taxReturnId))) throw notFound();
    const stored = await newestFormData(db, userId);
    if (stored === undefined) throw notFound(CALCULATION_ERRORS.noForm);
    const started = performance.now();
    const result = computeReturn(stored);
    const processingDurationMs = Math.round(performance.now() - started);
    // The whole result is stored whatever was asked, so tax_calculations always holds {federal, state}; it is
    // checked against the contracts schema first, so what is stored and answered is what every screen reads.
    const calculationData = fullCalculationSchema.parse(JSON.parse(JSON.stringify(result)));
    const { federal, state } = result;
    // The stored calculation and its audit entry are written together or not at all (issue 10).
    await db.transaction(async (trx) => {
      await storeCalculation(trx, taxReturnId, calculationData);
      await enqueueAudit(trx, req, {
        action: `calculate_${kind}`,
        resourceType: 'tax_calculation',
        resourceId: taxReturnId,
        riskScore: calculationRiskScore({ amountDue: federal.amountDue, refund: federal.refund }),
        processingDurationMs,
        calculationContext: {
          kind,
          filingStatus: federal.filingStatus,
          agi: federal.agi,
          taxableIncome: federal.taxableIncome,
          totalTax: federal.totalTax,
          refundOwed: federal.refundOwed,
          states: state.states.map((s) => s.state),
          totalStateTax: state.totalStateTax,
        },
      });
    });
    return calculationData;
  }

  route(router, calculationApi.calculateFederal, async ({ taxReturnId }, req) => ({ data: (await calculate('federal', taxReturnId, req)).federal }));
  route(router, calculationApi.calculateState, async ({ taxReturnId }, req) => ({ data: (await calculate('state', taxReturnId, req)).state }));
  route(router, calculationApi.calculateFull, async ({ taxReturnId }, req) => {
    const { federal, state } = await calculate('full', taxReturnId, req);
    return { data: { federal, state } };
  });
  return router;
}
