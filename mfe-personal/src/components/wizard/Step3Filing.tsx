// Step 3, Filing Information (spec 1 §2.10, §4): the residency question (full-year resident, default yes);
// for a non-resident, the primary state's dates and an additional state (excluding the current one) with
// its own dates when chosen; becoming a full-year resident resets the additional state and clears all
// four dates. The filing status; married-joint turns joint filing on and shows the spouse card (with the
// spouse's date of birth, beyond the spec, for the 65-or-over deduction). Beyond the spec: Form 1040's 'Someone can
// claim: You as a dependent / Your spouse as a dependent' boxes (the spouse's on a joint return only), which limit the
// standard deduction and rule out the EIC, the saver's and the education credits.
import styled from 'styled-components';
import { US_STATES } from '@taxapp/contracts/catalogs';
import { SSN_INPUT_MAX_LENGTH } from '@taxapp/contracts/validation';
import { FILING_STATUS_OPTIONS, filingStatusForSelect } from '../../state/fieldRules';
import type { PersonalForm } from '../../state/usePersonalForm';
import { useFieldCoach } from '../FieldCoach';
import { ErrorText, Grid, Label, Required, Select } from '../Field';
import { TextField } from './TextField';

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
// The whole label is the tap target: 44px high on a phone (issue 12), the radio itself 20px.
const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-right: 18px;
  font-weight: 400;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

// A checkbox answer on its own row; the same 44px label target.
const CheckChoice = styled(Choice)`
  display: flex;
  margin-right: 0;
`;
const Help = styled.p`
  color: #475569;
  font-size: 0.85rem;
  margin: 4px 0 0;
`;

// A spouse is saved (typed earlier, or read from last year's return whose filing-status box was not read) but the
// status chosen has no spouse: said, not silently dropped. IRS Pub. 501: marital status on December 31 decides.
const SpouseHint = styled.p`
  margin: 8px 0 0;
  padding: 10px 14px;
  border-radius: 8px;
  background: #fffbeb;
  border: 1px solid #f59e0b;
  color: #78350f;
`;
/** Statuses a married taxpayer cannot file under (Pub. 501): a saved spouse then asks for a second look. */
const UNMARRIED_STATUSES = new Set(['single', 'head-household', 'head-of-household']);

const DATE_FIELDS = ['primaryStateStartDate', 'primaryStateEndDate', 'additionalStateStartDate', 'additionalStateEndDate'] as const;

/** A 'Someone can claim ... as a dependent' box (Form 1040, Standard Deduction): saved at once, with the field coach. */
function ClaimedBox({ personal, name, label }: { personal: PersonalForm; name: 'canBeClaimedAsDependent' | 'spouseCanBeClaimedAsDependent'; label: string }) {
  const coach = useFieldCoach();
  const checked = personal.booleans[name];
  return (
    <CheckChoice>
      <input
        type="checkbox"
        name={name}
        data-field={name}
        aria-describedby="claimed-as-dependent-help"
        checked={checked}
        disabled={!personal.loaded}
        onFocus={() => coach.focus(name, checked ? 'yes' : 'no')}
        onBlur={() => coach.blur()}
        onChange={(event) => void personal.saveFields({ [name]: event.target.checked })}
      />
      {label}
    </CheckChoice>
  );
}

export function Step3Filing({ personal }: { personal: PersonalForm }) {
  const coach = useFieldCoach();
  const resident = personal.booleans.isFullYearResident;
  const state = personal.values.state || 'NJ';
  const additional = personal.values.additionalState || 'not_applicable';
  const status = filingStatusForSelect(personal.values.filingStatus || 'single');
  const spouseName = [personal.values.spouseFirstName, personal.values.spouseLastName].filter(Boolean).join(' ');
  const stateName = US_STATES.find((entry) => entry.code === state)?.name ?? state;

  const setResident = (value: boolean) => {
    if (value && additional !== 'not_applicable') {
      void personal.saveFields({ isFullYearResident: true, additionalState: 'not_applicable', ...Object.fromEntries(DATE_FIELDS.map((field) => [field, ''])) });
    } else void personal.saveFields({ isFullYearResident: value });
  };

  const dateField = (name: (typeof DATE_FIELDS)[number], label: string) => (
    <TextField personal={personal} name={name} label={label} type="date" />
  );

  return (
    <>
      <Card>
        <legend>
          Residency<Required aria-hidden="true">*</Required>
        </legend>
        <p id="residency-question">Were you a full-year resident of {stateName} in 2024?</p>
        <div role="radiogroup" aria-labelledby="residency-question" aria-required>
          <Choice>
            <input type="radio" name="isFullYearResident" checked={resident} disabled={!personal.loaded} onChange={() => setResident(true)} onFocus={() => coach.focus('isFullYearResident', 'yes')} onBlur={() => coach.blur()} />
            Yes, all year
          </Choice>
          <Choice>
            <input type="radio" name="isFullYearResident" checked={!resident} disabled={!personal.loaded} onChange={() => setResident(false)} onFocus={() => coach.focus('isFullYearResident', 'no')} onBlur={() => coach.blur()} />
            No, part of the year
          </Choice>
        </div>
        {!resident ? (
          <>
            <Grid>
              {dateField('primaryStateStartDate', `Lived in ${state} from`)}
              {dateField('primaryStateEndDate', `Lived in ${state} until`)}
              <Label>
                <span>Additional State</span>
                <Select
                  name="additionalState"
                  data-field="additionalState"
                  value={additional}
                  onFocus={() => coach.focus('additionalState', additional)}
                  onBlur={() => coach.blur()}
                  onChange={(event) => {
                    const value = event.target.value;
                    const changes: Record<string, string> = { additionalState: value };
                    if (value === 'not_applicable') Object.assign(changes, { additionalStateStartDate: '', additionalStateEndDate: '' });
                    void personal.saveFields(changes);
                  }}
                >
                  <option value="not_applicable">Not applicable</option>
                  {US_STATES.filter((entry) => entry.code !== state).map((entry) => (
                    <option key={entry.code} value={entry.code}>
                      {entry.name}
                    </option>
                  ))}
                </Select>
              </Label>
            </Grid>
            {additional !== 'not_applicable' ? (
              <Grid>
                {dateField('additionalStateStartDate', `Lived in ${additional} from`)}
                {dateField('additionalStateEndDate', `Lived in ${additional} until`)}
              </Grid>
            ) : null}
          </>
        ) : null}
      </Card>

      <Grid>
        <Label>
          <span>
            Filing Status<Required aria-hidden="true">*</Required>
          </span>
          <Select
            name="filingStatus"
            data-field="filingStatus"
            aria-required
            aria-invalid={personal.errors.filingStatus ? true : undefined}
            aria-describedby={personal.errors.filingStatus ? 'filing-status-error' : undefined}
            $invalid={Boolean(personal.errors.filingStatus)}
            disabled={!personal.loaded}
            value={status}
            onFocus={() => coach.focus('filingStatus', status)}
            onBlur={() => coach.blur()}
            onChange={(event) => {
              coach.change('filingStatus', event.target.value);
              const joint = event.target.value === 'married-joint';
              // The spouse's box exists only on a joint return (the engine reads it there only): a hidden tick is cleared.
              const changes: Record<string, string | boolean> = { filingStatus: event.target.value, isJointFiling: joint };
              if (!joint && personal.booleans.spouseCanBeClaimedAsDependent) changes.spouseCanBeClaimedAsDependent = false;
              void personal.saveFields(changes);
            }}
          >
            {FILING_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          {personal.errors.filingStatus ? (
            <ErrorText id="filing-status-error" role="alert">
              {personal.errors.filingStatus}
            </ErrorText>
          ) : null}
        </Label>
      </Grid>
      {UNMARRIED_STATUSES.has(status) && spouseName ? (
        <SpouseHint role="status" data-testid="spouse-status-hint">
          Your information names a spouse, {spouseName}. If you were married on December 31, 2024, choose Married Filing
          Jointly or Married Filing Separately; your spouse&apos;s details are kept either way.
        </SpouseHint>
      ) : null}

      <Card data-testid="claimed-as-dependent">
        <legend>Dependent of someone else</legend>
        <ClaimedBox personal={personal} name="canBeClaimedAsDependent" label="Someone can claim me as a dependent on their return" />
        {status === 'married-joint' ? <ClaimedBox personal={personal} name="spouseCanBeClaimedAsDependent" label="Someone can claim my spouse as a dependent" /> : null}
        <Help id="claimed-as-dependent-help">
          Check this if a parent or someone else can list you as a dependent on their 2024 return (for example a student or a
          teenager living at home), even if they do not. Your standard deduction is then smaller, and you cannot take the
          earned income credit, the saver&apos;s credit or the education credits, or claim dependents of your own.
        </Help>
      </Card>

      {status === 'married-joint' ? (
        <Card data-testid="spouse-card">
          <legend>Spouse Information</legend>
          <Grid>
            <TextField personal={personal} name="spouseFirstName" label="Spouse First Name" required autoComplete="off" />
            <TextField personal={personal} name="spouseMiddleInitial" label="Spouse Middle Initial" maxLength={1} autoComplete="off" />
            <TextField personal={personal} name="spouseLastName" label="Spouse Last Name" required autoComplete="off" />
            <TextField personal={personal} name="spouseSSN" label="Spouse SSN" required maxLength={SSN_INPUT_MAX_LENGTH} placeholder="XXX-XX-XXXX" inputMode="numeric" autoComplete="off" />
            <TextField personal={personal} name="spouseDateOfBirth" label="Spouse Date of Birth" placeholder="MM/DD/YYYY" autoComplete="off" />
          </Grid>
        </Card>
      ) : null}
    </>
  );
}
