// api-gateway/taxpayer (spec 1 §7.4): the relational copy of the personal information, sensitive values
// as envelopes. A non-OK answer is 'API Error: {message}'.
import { taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import type { z } from 'zod';
import { ApiError, requestJson } from '@taxapp/ui/http';

type UpdateTaxpayerInfo = z.input<typeof taxpayerApi.updateTaxpayerInfo.request>;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await requestJson<T>(method, path, body);
  } catch (error) {
    throw new Error(`API Error: ${error instanceof ApiError ? error.message : String(error)}`);
  }
}

export async function createReturn(filingStatus?: string): Promise<{ id: string }> {
  const answer = await call<{ data: { id: string } }>('POST', taxpayerApi.createReturn.path, filingStatus ? { filing_status: filingStatus } : {});
  return answer.data;
}

export async function updateTaxpayerInfo(body: UpdateTaxpayerInfo): Promise<void> {
  await call('POST', taxpayerApi.updateTaxpayerInfo.path, body);
}
