// The review's Personal Information tab (spec 1 §3.2 fields). SSNs are decrypted on this device with the
// user's own key (@taxapp/ui/crypto) and shown masked to their last four digits; where this device has not
// unlocked the key, they are shown as encrypted with where to unlock them.
import { createContext, useContext } from 'react';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { DeviceKeyStore, KeyApi } from '@taxapp/ui/crypto';
import { useDeviceSsns, type DeviceSsns } from '../state/deviceSsns';
import { filingStatusLabel, maskedSsn } from '../state/format';
import { Card, Muted, Row } from './styles';

const SsnReader = createContext<DeviceSsns | null>(null);

function SsnValue({ ssn }: { ssn: Form1040Data['ssn'] }) {
  const reading = useContext(SsnReader)?.read(ssn) ?? { state: 'locked' as const };
  if (reading.state === 'plain' || reading.state === 'decrypted') return <>{maskedSsn(reading.value).text}</>;
  const masked = maskedSsn(ssn);
  if (reading.state === 'unreadable') return <>{`${masked.text} (encrypted with a key this device does not have)`}</>;
  return <>{`${masked.text} (encrypted; unlock it on My Information to see its last four digits)`}</>;
}

function fullName(first: string, middle: string | undefined, last: string): string {
  return [first, middle, last].filter(Boolean).join(' ') || 'Not entered';
}

/** `keys` replaces identity's key API and the device's IndexedDB store (tests). */
export function PersonalTab({ form, userId, keys }: { form: Form1040Data; userId: string; keys?: { api: KeyApi; store: DeviceKeyStore } }) {
  const ssns = useDeviceSsns(userId, form, keys?.api, keys?.store);
  return (
    <SsnReader.Provider value={ssns}>
      <PersonalCards form={form} />
    </SsnReader.Provider>
  );
}

function PersonalCards({ form }: { form: Form1040Data }) {
  const anyEncrypted = [form.ssn, form.spouseSSN, ...form.dependents.map((d) => d.ssn)].some((ssn) => maskedSsn(ssn).encrypted);
  const married = form.filingStatus === 'married-joint' || form.filingStatus === 'married-separate' || form.isJointFiling;
  const address = [form.street, form.street2, [form.city, form.state, form.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div>
      <Card aria-labelledby="review-taxpayer">
        <h3 id="review-taxpayer">Taxpayer</h3>
        <dl>
          <Row>
            <dt>Name</dt>
            <dd>{fullName(form.firstName, form.middleInitial, form.lastName)}</dd>
          </Row>
          <Row>
            <dt>SSN</dt>
            <dd>
              <SsnValue ssn={form.ssn} />
            </dd>
          </Row>
          <Row>
            <dt>Address</dt>
            <dd>{address || 'Not entered'}</dd>
          </Row>
          <Row>
            <dt>Email</dt>
            <dd>{form.email || 'Not entered'}</dd>
          </Row>
          <Row>
            <dt>Filing Status</dt>
            <dd>{filingStatusLabel(form.filingStatus)}</dd>
          </Row>
          <Row>
            <dt>Residency</dt>
            <dd>{form.isFullYearResident ? `Full-year resident of ${form.state}` : `Part-year resident of ${form.state}`}</dd>
          </Row>
          {form.canBeClaimedAsDependent ? (
            <Row>
              <dt>Dependent of someone else</dt>
              <dd>Someone can claim you as a dependent</dd>
            </Row>
          ) : null}
        </dl>
      </Card>
      {married ? (
        <Card aria-labelledby="review-spouse">
          <h3 id="review-spouse">Spouse</h3>
          <dl>
            <Row>
              <dt>Name</dt>
              <dd>{fullName(form.spouseFirstName, form.spouseMiddleInitial, form.spouseLastName)}</dd>
            </Row>
            <Row>
              <dt>SSN</dt>
              <dd>
                <SsnValue ssn={form.spouseSSN} />
              </dd>
            </Row>
            {form.filingStatus === 'married-joint' && form.spouseCanBeClaimedAsDependent ? (
              <Row>
                <dt>Dependent of someone else</dt>
                <dd>Someone can claim your spouse as a dependent</dd>
              </Row>
            ) : null}
          </dl>
        </Card>
      ) : null}
      <Card aria-labelledby="review-dependents">
        <h3 id="review-dependents">Dependents ({form.dependents.length})</h3>
        {form.dependents.length === 0 ? <Muted>No dependents entered.</Muted> : null}
        {form.dependents.map((dependent, index) => (
          <dl key={index} aria-label={`Dependent ${index + 1}`}>
            <Row $strong>
              <dt>Name</dt>
              <dd>{fullName(dependent.firstName, dependent.middleInitial, dependent.lastName)}</dd>
            </Row>
            <Row>
              <dt>Relationship</dt>
              <dd>{dependent.relationship || 'Not entered'}</dd>
            </Row>
            <Row>
              <dt>SSN</dt>
              <dd>
                <SsnValue ssn={dependent.ssn} />
              </dd>
            </Row>
            <Row>
              <dt>Age at the end of 2024</dt>
              <dd>{dependent.ageAtYearEnd ?? 'Not known'}</dd>
            </Row>
          </dl>
        ))}
      </Card>
      {anyEncrypted ? <Muted>SSNs are encrypted on your device with a key only you can open; they are decrypted here, never on our servers.</Muted> : null}
    </div>
  );
}
