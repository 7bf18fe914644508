// Step 2, Contact & Address (spec 1 §2.10): street, street2 (optional), city, state (50 states + DC), ZIP.
import { US_STATES } from '@taxapp/contracts/catalogs';
import type { PersonalForm } from '../../state/usePersonalForm';
import { useFieldCoach } from '../FieldCoach';
import { ErrorText, Grid, Label, Required, Select } from '../Field';
import { TextField } from './TextField';

export function Step2Address({ personal }: { personal: PersonalForm }) {
  const coach = useFieldCoach();
  const stateError = personal.errors.state;
  return (
    <Grid>
      <TextField personal={personal} name="street" label="Street Address" required autoComplete="address-line1" />
      <TextField personal={personal} name="street2" label="Apartment, Suite, etc. (optional)" autoComplete="address-line2" />
      <TextField personal={personal} name="city" label="City" required autoComplete="address-level2" />
      <Label>
        <span>
          State<Required aria-hidden="true">*</Required>
        </span>
        <Select
          name="state"
          data-field="state"
          aria-required
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? 'state-error' : undefined}
          $invalid={Boolean(stateError)}
          disabled={!personal.loaded}
          value={personal.values.state || 'NJ'}
          onFocus={() => coach.focus('state', personal.values.state ?? '')}
          onBlur={() => coach.blur()}
          onChange={(event) => {
            coach.change('state', event.target.value);
            void personal.saveFields({ state: event.target.value });
          }}
        >
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </Select>
        {stateError ? (
          <ErrorText id="state-error" role="alert">
            {stateError}
          </ErrorText>
        ) : null}
      </Label>
      <TextField personal={personal} name="zip" label="ZIP Code" required autoComplete="postal-code" inputMode="numeric" maxLength={10} />
    </Grid>
  );
}
