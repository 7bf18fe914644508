// Step 4, Family Members (spec 1 §2.10): dependent cards (first and last name, SSN, date of birth,
// relationship, and beyond the spec the months lived with the taxpayer and full-time student), remove,
// 'N of M dependents added', Add Dependent disabled at 10 with the spec's toast.
import styled from 'styled-components';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { MAX_DEPENDENTS } from '@taxapp/contracts/api/taxpayer';
import { canAddDependent, dependentsCounter, formatDependentSSN, MAXIMUM_DEPENDENTS_MESSAGE, MAXIMUM_DEPENDENTS_TITLE, SSN_INPUT_MAX_LENGTH } from '@taxapp/contracts/validation';
import { dependentKey, isSensitiveDependentField, type DependentTextField } from '../../state/personalCodec';
import type { PersonalForm } from '../../state/usePersonalForm';
import { Button } from '@taxapp/ui';
import { useFieldCoach } from '../FieldCoach';
import { Field, Grid, Label, Select } from '../Field';

const Card = styled.fieldset`
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  padding: 16px;
  margin: 16px 0;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;
// The checkbox and its words in one label, 44px high: the whole row is the tap target (issue 12).
const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  align-self: end;
  font-size: 0.9rem;
  color: #1e293b;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 16px 0;
`;

export const DEPENDENT_TOASTS = {
  added: (n: number) => ({ title: 'Dependent Added', description: `Dependent ${n} added successfully.` }),
  removed: { title: 'Dependent Removed', description: 'Dependent removed successfully.' },
};

// A dependent's details are never the user's own: the browser is not asked to fill them (autoComplete off).
const TEXT: { key: DependentTextField; label: string; placeholder?: string; maxLength?: number; inputMode?: 'numeric' }[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'ssn', label: 'Social Security Number', placeholder: 'XXX-XX-XXXX', maxLength: SSN_INPUT_MAX_LENGTH, inputMode: 'numeric' },
  { key: 'dob', label: 'Date of Birth', placeholder: 'MM/DD/YYYY' },
  { key: 'relationship', label: 'Relationship' },
];

export function Step4Dependents({ personal, toast }: { personal: PersonalForm; toast: RemoteAppProps['toast'] }) {
  const coach = useFieldCoach();
  const count = personal.dependents.length;
  const ready = personal.status === 'ready';

  const add = () => {
    if (!canAddDependent(count)) {
      toast({ title: MAXIMUM_DEPENDENTS_TITLE, description: MAXIMUM_DEPENDENTS_MESSAGE, variant: 'destructive', duration: 3000 });
      return;
    }
    void personal.addDependent();
    toast({ ...DEPENDENT_TOASTS.added(count + 1), duration: 3000 });
  };

  return (
    <>
      <Row>
        <p aria-live="polite">{dependentsCounter(count)}</p>
        <Button type="button" onClick={add} disabled={!personal.loaded || count >= MAX_DEPENDENTS}>
          Add Dependent
        </Button>
      </Row>
      {personal.dependents.map((dependent, index) => (
        <Card key={dependent.id} data-testid={`dependent-${index}`}>
          <legend>Dependent {index + 1}</legend>
          <Grid>
            {TEXT.map(({ key, label, placeholder, maxLength, inputMode }) => {
              // The input's name is where the value lives in the form; the card's state is keyed by its id.
              const path = `dependents.${index}.${key}`;
              const stateKey = dependentKey(dependent.id, key);
              return (
                <Field
                  key={key}
                  name={path}
                  label={label}
                  required
                  placeholder={placeholder}
                  maxLength={maxLength}
                  inputMode={inputMode}
                  autoComplete="off"
                  value={String(dependent[key] ?? '')}
                  error={personal.errors[stateKey]}
                  unreadable={personal.unreadable.has(stateKey)}
                  disabled={isSensitiveDependentField(key) && !ready}
                  onValue={(value) => personal.setDependentValue(dependent.id, key, key === 'ssn' ? formatDependentSSN(value) : value)}
                  onCommit={(value) => void personal.commitDependentField(dependent.id, key, key === 'ssn' ? formatDependentSSN(value) : value)}
                />
              );
            })}
            <Label>
              <span>Months lived with you in 2024</span>
              <Select
                name={`dependents.${index}.monthsLivedWithTaxpayer`}
                value={String(dependent.monthsLivedWithTaxpayer)}
                onFocus={() => coach.focus(`dependents.${index}.monthsLivedWithTaxpayer`, String(dependent.monthsLivedWithTaxpayer))}
                onBlur={() => coach.blur()}
                onChange={(event) => void personal.commitDependentField(dependent.id, 'monthsLivedWithTaxpayer', Number(event.target.value))}
              >
                {Array.from({ length: 13 }, (_, months) => (
                  <option key={months} value={months}>
                    {months}
                  </option>
                ))}
              </Select>
            </Label>
            <CheckRow>
              <input
                type="checkbox"
                id={`dependent-${index}-student`}
                checked={dependent.isFullTimeStudent}
                onFocus={() => coach.focus(`dependents.${index}.isFullTimeStudent`, String(dependent.isFullTimeStudent))}
                onBlur={() => coach.blur()}
                onChange={(event) => void personal.commitDependentField(dependent.id, 'isFullTimeStudent', event.target.checked)}
              />
              Full-time student in 2024
            </CheckRow>
          </Grid>
          <Button
            type="button"
            $variant="outline"
            aria-label={`Remove dependent ${index + 1}`}
            onClick={() => {
              void personal.removeDependent(dependent.id);
              toast({ ...DEPENDENT_TOASTS.removed, duration: 3000 });
            }}
          >
            Remove
          </Button>
        </Card>
      ))}
    </>
  );
}
