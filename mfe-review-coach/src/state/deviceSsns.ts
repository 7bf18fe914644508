// The review's SSNs, decrypted on this device with the user's unlocked data key (issue 7 item 4, issue 8
// item 1) and shown masked. A device that has not unlocked the key shows them as encrypted and says where to
// unlock them; nothing is asked for here.
import { useEffect, useState } from 'react';
import type { Form1040Data, Sensitive } from '@taxapp/contracts/form';
import { openOnThisDevice, type DeviceKeyStore, type KeyApi } from '@taxapp/ui/crypto';

export type SsnReading = { state: 'plain'; value: string } | { state: 'decrypted'; value: string } | { state: 'locked' } | { state: 'unreadable' };

export interface DeviceSsns {
  read(ssn: Sensitive | null | undefined): SsnReading;
}

const paths = (form: Form1040Data) => [['ssn', form.ssn], ['spouseSSN', form.spouseSSN], ...form.dependents.map((d, i) => [`dependents.${i}.ssn`, d.ssn])] as Array<[string, Sensitive]>;

/** Decrypts the form's SSNs once the device's key is open; `read` answers for each. */
export function useDeviceSsns(userId: string, form: Form1040Data, api?: KeyApi, store?: DeviceKeyStore): DeviceSsns {
  const [opened, setOpened] = useState<{ status: 'pending' | 'ready' | 'locked'; plain: Map<string, string> }>({ status: 'pending', plain: new Map() });
  useEffect(() => {
    let cancelled = false;
    const encrypted = paths(form).filter(([, ssn]) => ssn && typeof ssn !== 'string');
    if (encrypted.length === 0) return;
    openOnThisDevice(userId, api, store)
      .then(async (service) => {
        if (!service) return cancelled ? undefined : setOpened({ status: 'locked', plain: new Map() });
        const plain = new Map<string, string>();
        for (const [, ssn] of encrypted) {
          const read = await service.decryptValue('ssn', ssn);
          if (read.readable) plain.set(JSON.stringify(ssn), read.value);
        }
        if (!cancelled) setOpened({ status: 'ready', plain });
      })
      .catch((error: unknown) => {
        console.error('Opening the encryption key for the review failed:', error);
        if (!cancelled) setOpened({ status: 'locked', plain: new Map() });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, form, api, store]);

  return {
    read(ssn) {
      if (!ssn) return { state: 'plain', value: '' };
      if (typeof ssn === 'string') return { state: 'plain', value: ssn };
      const value = opened.plain.get(JSON.stringify(ssn));
      if (value !== undefined) return { state: 'decrypted', value };
      return opened.status === 'ready' ? { state: 'unreadable' } : { state: 'locked' };
    },
  };
}
