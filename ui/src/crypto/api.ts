// The wrapped data key (contracts/keys.ts), through identity's keysApi.
import { keysApi } from '@taxapp/contracts/api/identity';
import { wrappedKeySchema, type WrappedKey } from '@taxapp/contracts/keys';
import { ApiError, callEndpoint } from '../http';
import type { KeyApi } from './service';

export const keyApi: KeyApi = {
  async getKeys() {
    return callEndpoint(keysApi.get, {});
  },
  async putKey(key: WrappedKey, currentPassword?: string) {
    try {
      const answer = await callEndpoint(keysApi.put, { key, ...(currentPassword ? { currentPassword } : {}) });
      return { stored: answer.key };
    } catch (error) {
      // 409: another browser stored the user's key first; the answer carries it.
      if (error instanceof ApiError && error.status === 409) {
        const current = wrappedKeySchema.safeParse((error.body as { key?: unknown } | null)?.key);
        if (current.success) return { conflict: current.data };
      }
      throw error;
    }
  },
};
