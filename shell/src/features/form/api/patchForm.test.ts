// Issue 7 item 6: the browser applies the server's bounds before a save leaves; a list item with a key the form
// does not name is refused here with the server's words, and nothing is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_BOUNDS_MESSAGES } from '@taxapp/contracts/form';
import { ApiError } from '../../../lib/http';
import { patchForm } from './patchForm';

afterEach(() => vi.unstubAllGlobals());

describe('patchForm', () => {
  it('refuses a W-2 carrying a key the form does not name, without sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const saving = patchForm({ version: 3, data: { w2Data: [{ wages: '50000', someKey: 'x' }] }, clientId: 'tab-1' });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({ status: 400, message: `The tax form is not valid. w2Data.0.someKey: ${FORM_BOUNDS_MESSAGES.unknownField}` });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a W-2 as the income step builds it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'stop here' }), { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const w2 = { id: 'w2_1', fileName: 'w2.pdf', documentId: 'doc-1', wages: '50000', box12: { codeC: '0', codeD: '0', codeDD: '0', codeW: '0' }, box14: { tfb: '0' } };
    await expect(patchForm({ version: 3, data: { w2Data: [w2] }, clientId: 'tab-1' })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ version: 3, data: { w2Data: [w2] }, clientId: 'tab-1' });
  });
});
