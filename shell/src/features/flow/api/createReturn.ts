import { taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import { callEndpoint } from '../../../lib/http';

/**
 * create-return with no id: the user's one return (created the first time, then the same one on every call;
 * its id is the id of the user's newest tax form).
 */
export async function createReturn(): Promise<string> {
  const answer = await callEndpoint(taxpayerApi.createReturn, {});
  return answer.data.id;
}
