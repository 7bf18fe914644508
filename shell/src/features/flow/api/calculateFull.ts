import { calculationApi, type FullCalculation } from '@taxapp/contracts/api/calculation';
import { callEndpoint } from '../../../lib/http';

/** calculate-full {taxReturnId} (spec 3 §7): data holds federal and state. */
export async function calculateFull(taxReturnId: string): Promise<FullCalculation> {
  const answer = await callEndpoint(calculationApi.calculateFull, { taxReturnId });
  return answer.data;
}
