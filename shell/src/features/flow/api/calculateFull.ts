import { calculationApi, type FullCalculation } from '@taxapp/contracts/api/calculation';
import { requestJson } from '../../../lib/http';

/** POST /api/api-gateway/calculation/calculate-full {taxReturnId} (spec 3 §7): data holds federal and state. */
export async function calculateFull(taxReturnId: string): Promise<FullCalculation> {
  const answer = await requestJson<{ data: FullCalculation }>(calculationApi.calculateFull.method, calculationApi.calculateFull.path, { taxReturnId });
  return answer.data;
}
