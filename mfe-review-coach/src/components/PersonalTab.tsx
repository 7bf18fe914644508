// The review's Personal Information tab (spec 1 §3.2 fields). SSNs are shown masked. An encrypted SSN is
// decrypted only by the Personal Information remote, whose key code this remote does not import (a remote
// never imports another remote): it is shown as encrypted, and the user can check it on that page.
import type { Form1040Data } from '@taxapp/contracts/form';
import { filingStatusLabel, maskedSsn } from '../state/format';
import { Card, Muted, Row } from './styles';

function SsnValue({ ssn }: { ssn: Form1040Data['ssn'] }) {
  const masked = maskedSsn(ssn);
  return <>{masked.encrypted ? `${masked.text} (encrypted on your device)` : masked.text}</>;
}

function fullName(first: string, middle: string | undefined, last: string): string {
  return [first, middle, last].filter(Boolean).join(' ') || 'Not entered';
}

export function PersonalTab({ form }: { form: Form1040Data }) {
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
      {anyEncrypted ? <Muted>Encrypted numbers are decrypted only on the Personal Information page, on your device.</Muted> : null}
    </div>
  );
}
