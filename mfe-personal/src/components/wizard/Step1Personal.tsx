// Step 1, Personal Details (spec 1 §2.10): first name, middle initial, last name, SSN, date of birth,
// driver's license (optional), phone, email.
import { SSN_INPUT_MAX_LENGTH } from '@taxapp/contracts/validation';
import type { PersonalForm } from '../../state/usePersonalForm';
import { Grid } from '../Field';
import { TextField } from './TextField';

export function Step1Personal({ personal }: { personal: PersonalForm }) {
  return (
    <Grid>
      <TextField personal={personal} name="firstName" label="First Name" required autoComplete="given-name" />
      <TextField personal={personal} name="middleInitial" label="Middle Initial" maxLength={1} autoComplete="additional-name" />
      <TextField personal={personal} name="lastName" label="Last Name" required autoComplete="family-name" />
      <TextField personal={personal} name="ssn" label="Social Security Number" required maxLength={SSN_INPUT_MAX_LENGTH} placeholder="XXX-XX-XXXX" autoComplete="off" inputMode="numeric" />
      <TextField personal={personal} name="dateOfBirth" label="Date of Birth" required placeholder="MM/DD/YYYY" autoComplete="bday" />
      <TextField personal={personal} name="driversLicense" label="Driver's License (optional)" autoComplete="off" />
      <TextField personal={personal} name="phone" label="Phone" required type="tel" placeholder="(555) 555-5555" autoComplete="tel" />
      <TextField personal={personal} name="email" label="Email" required type="email" autoComplete="email" />
    </Grid>
  );
}
