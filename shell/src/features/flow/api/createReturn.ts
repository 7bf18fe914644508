import { taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import { requestJson } from '../../../lib/http';

/**
 * POST /api/api-gateway/taxpayer/create-return with no id: the user's one return (created the first time,
 * then the same one on every call; its id is the id of the user's newest tax form).
 */
export async function createReturn(): Promise<string> {
  const answer = await requestJson<{ data: { id: string } }>(taxpayerApi.createReturn.method, taxpayerApi.createReturn.path, {});
  return answer.data.id;
}
