// The form as the Form 1040 PDF prints it: its encrypted SSNs opened on this device with the user's unlocked
// data key (issue 7 item 4), in memory only, so the PDF can show each masked to its last four digits as the
// review does. A device whose key is locked keeps them encrypted (the PDF then prints them fully masked).
import type { Form1040Data, Sensitive } from '@taxapp/contracts/form';
import { openOnThisDevice, type DeviceKeyStore, type KeyApi } from '@taxapp/ui/crypto';

export async function withDeviceSsns(form: Form1040Data, userId: string, api?: KeyApi, store?: DeviceKeyStore): Promise<Form1040Data> {
  const encrypted = [form.ssn, form.spouseSSN, ...form.dependents.map((dependent) => dependent.ssn)].some((ssn) => ssn && typeof ssn !== 'string');
  if (!encrypted) return form;
  const service = await openOnThisDevice(userId, api, store);
  if (!service) return form;
  const open = async (ssn: Sensitive): Promise<Sensitive> => {
    if (!ssn || typeof ssn === 'string') return ssn;
    const read = await service.decryptValue('ssn', ssn);
    return read.readable ? read.value : ssn;
  };
  return {
    ...form,
    ssn: await open(form.ssn),
    spouseSSN: await open(form.spouseSSN),
    dependents: await Promise.all(form.dependents.map(async (dependent) => ({ ...dependent, ssn: await open(dependent.ssn) }))),
  };
}
