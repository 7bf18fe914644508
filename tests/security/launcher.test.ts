// Issue 7 item 1, the launcher: a service that dies is started again (with a delay, said on the console)
// instead of the product stopping; the restarted service answers; Ctrl-C still stops everything.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildLastYear1040Pdf, expectedExtraction, SAMPLE_LAST_YEAR } from '../../services/documents/src/testing/lastYearFixture';
import { call, signUp, startProduct, type Product } from './support/product';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
}, 120_000);
afterAll(() => product?.stop());

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('restarts a killed service, which then answers through the gateway; Ctrl-C stops every process', async () => {
  const session = await signUp(product);
  const pdf = await buildLastYear1040Pdf();
  const before = product.pidOf('documents');
  const from = product.lines.length;
  process.kill(before, 'SIGKILL');

  await product.waitForLine(/^\[start\] documents stopped \(SIGKILL\); restarting it in 1 s \(restart 1 in a row\)$/, 30_000, from);
  const back = await product.waitForLine(/^\[start\] documents is back \(pid (\d+), healthy after [\d.]+ s\)$/, 60_000, from);
  const after = Number(back[1]);
  expect(after).not.toBe(before);
  expect(alive(before)).toBe(false);

  const response = await call(product, session, 'POST', '/api/functions/analyze-last-year-form', {
    fileContent: Buffer.from(pdf).toString('base64'),
    fileName: 'return-2023.pdf',
    fileType: 'application/pdf',
  });
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject(expectedExtraction(SAMPLE_LAST_YEAR));

  // The other services never stopped.
  expect(product.lines.filter((line) => /^\[start\] \w+ stopped/.test(line))).toEqual(['[start] documents stopped (SIGKILL); restarting it in 1 s (restart 1 in a row)']);

  const pids = product.lines.flatMap((line) => /^\[start\] \w+ started \(pid (\d+)\)$/.exec(line)?.[1] ?? []).map(Number);
  expect(pids.length).toBeGreaterThanOrEqual(7); // the services, the gateway, and the restarted documents
  expect(await product.interrupt()).toBe(0);
  expect(pids.filter(alive)).toEqual([]);
});
