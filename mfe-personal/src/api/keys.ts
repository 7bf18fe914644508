// GET/PUT /api/identity/keys: the wrapped data key (contracts/keys.ts).
import { keysApi, userKeysResponseSchema, wrappedKeySchema, type WrappedKey } from '@taxapp/contracts/keys';
import { ApiError, requestJson } from '@taxapp/ui/http';
import type { KeyApi } from '../crypto/service';

export const keyApi: KeyApi = {
  async getKeys() {
    return userKeysResponseSchema.parse(await requestJson('GET', keysApi.get.path));
  },
  async putKey(key: WrappedKey) {
    try {
      const answer = await requestJson<{ key: unknown }>('PUT', keysApi.put.path, { key });
      return { stored: wrappedKeySchema.parse(answer.key) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const current = wrappedKeySchema.safeParse((error.body as { key?: unknown } | null)?.key);
        if (current.success) return { conflict: current.data };
      }
      throw error;
    }
  },
};
