// POST api-gateway/taxpayer/create-return: the user's return (created on first use). Its id names the
// return in the calculation endpoints (contracts/src/api/taxpayer.ts).
import { taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import { callEndpoint } from '@taxapp/ui/http';
import { CALC_UNREACHABLE } from './unreachable';

export async function createReturnId(): Promise<string> {
  const { data } = await callEndpoint(taxpayerApi.createReturn, {}, { unreachableMessage: CALC_UNREACHABLE });
  return data.id;
}
