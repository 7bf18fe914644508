// POST api-gateway/calculation/calculate-state {taxReturnId}: the state result (the State card's Refresh).
import { calculationApi, type StateResult } from '@taxapp/contracts/api/calculation';
import { callEndpoint } from '@taxapp/ui/http';
import { CALC_UNREACHABLE } from './unreachable';

export async function calculateState(taxReturnId: string): Promise<StateResult> {
  const { data } = await callEndpoint(calculationApi.calculateState, { taxReturnId }, { unreachableMessage: CALC_UNREACHABLE });
  return data;
}
