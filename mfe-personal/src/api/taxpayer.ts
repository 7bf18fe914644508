// api-gateway/taxpayer (spec 1 §7.4): the relational copy of the personal information, sensitive values
// as envelopes. A non-OK answer is 'API Error: {message}'.
import type { RequestOf } from '@taxapp/contracts/api/common';
import { taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import { ApiError, callEndpoint } from '@taxapp/ui/http';

type Taxpayer = typeof taxpayerApi;
type UpdateTaxpayerInfo = RequestOf<Taxpayer['updateTaxpayerInfo']>;

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new Error(`API Error: ${error instanceof ApiError ? error.message : String(error)}`);
  }
}

export async function createReturn(filingStatus?: string): Promise<{ id: string }> {
  // The wizard holds the filing status as text; callEndpoint checks it against the contract's values.
  const body: RequestOf<Taxpayer['createReturn']> = filingStatus ? { filing_status: filingStatus as RequestOf<Taxpayer['createReturn']>['filing_status'] } : {};
  const answer = await call(() => callEndpoint(taxpayerApi.createReturn, body));
  return answer.data;
}

export async function updateTaxpayerInfo(body: UpdateTaxpayerInfo): Promise<void> {
  await call(() => callEndpoint(taxpayerApi.updateTaxpayerInfo, body));
}
