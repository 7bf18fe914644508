// POST api-gateway/calculation/calculate-full {taxReturnId}: federal and state, computed and stored by calc.
import { calculationApi, type FullCalculation } from '@taxapp/contracts/api/calculation';
import { callEndpoint } from '@taxapp/ui/http';
import { CALC_UNREACHABLE } from './unreachable';

export async function calculateFull(taxReturnId: string): Promise<FullCalculation> {
  const { data } = await callEndpoint(calculationApi.calculateFull, { taxReturnId }, { unreachableMessage: CALC_UNREACHABLE });
  return data;
}
