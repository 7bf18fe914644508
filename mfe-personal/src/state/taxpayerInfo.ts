// The relational copy of the personal information (spec 1 §7.4): taxpayer_info and, for married-joint,
// joint_filer_info, through the forms service's api-gateway/taxpayer routes, with the SSNs and phone as
// envelopes. Skipped when there is no SSN, phone or spouse SSN (spec 1 §5); a failure never blocks saving.
import type { EncryptedEnvelope } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { normalizeStateCode } from '@taxapp/contracts/catalogs';
import { createReturn, updateTaxpayerInfo } from '../api/taxpayer';
import { encryption, isEnvelopeValue } from './encryption';
import type { PersonalForm } from './usePersonalForm';

export const TAXPAYER_INFO_TOASTS = {
  success: { title: 'Information Saved Securely', description: 'Your personal information has been encrypted and saved.' },
  failure: { title: 'Error Saving Data', description: 'There was an error saving your information. Please try again.', variant: 'destructive' as const },
};
/** spec 1 §9: the real date of birth lives encrypted in the form; taxpayer_info gets a placeholder. */
export const PLACEHOLDER_DATE_OF_BIRTH = '1990-01-01';

/** The stored envelope of a field, or a fresh one for its plaintext. */
async function envelopeOf(personal: PersonalForm, field: 'ssn' | 'phone' | 'spouseSSN'): Promise<EncryptedEnvelope | null> {
  const stored = (personal.storedForm() as Record<string, unknown> | null)?.[field];
  if (isEnvelopeValue(stored)) return stored;
  const plain = personal.values[field];
  if (!plain) return null;
  return (await encryption.encryptField(field, plain)) as EncryptedEnvelope;
}

export async function storeTaxpayerInfo(personal: PersonalForm, toast: RemoteAppProps['toast']): Promise<boolean> {
  try {
    const [ssn, phone, spouseSSN] = await Promise.all([envelopeOf(personal, 'ssn'), envelopeOf(personal, 'phone'), envelopeOf(personal, 'spouseSSN')]);
    if (!ssn && !phone && !spouseSSN) return false;
    const filingStatus = personal.values.filingStatus || 'single';
    const taxReturn = await createReturn(filingStatus);
    const values = personal.values;
    await updateTaxpayerInfo({
      tax_return_id: taxReturn.id,
      ssn_encrypted: ssn,
      phone_encrypted: phone,
      email: values.email || undefined,
      street_address: values.street || undefined,
      street_address_2: values.street2 || undefined,
      city: values.city || undefined,
      state: normalizeStateCode(values.state),
      zip_code: values.zip || undefined,
      date_of_birth: PLACEHOLDER_DATE_OF_BIRTH,
      filing_status: filingStatus as never,
      ...(filingStatus === 'married-joint'
        ? { joint_filer: { first_name: values.spouseFirstName || undefined, last_name: values.spouseLastName || undefined, ssn_encrypted: spouseSSN } }
        : {}),
    });
    toast({ ...TAXPAYER_INFO_TOASTS.success, duration: 3000 });
    return true;
  } catch (error) {
    console.error('Storing the taxpayer information failed:', error);
    toast({ ...TAXPAYER_INFO_TOASTS.failure, duration: 5000 });
    return false;
  }
}
