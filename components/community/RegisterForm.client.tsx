'use client';

import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { KitForm } from '@/components/forms/KitForm.client';
import { PrivacyLine } from '@/components/forms/PrivacyLine';
import {
  LocationFields,
  type LocationNeeds,
  type LocationValue,
} from '@/components/forms/LocationFields.client';
import { useCountries } from '@/components/forms/location-data';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { SelectField } from '@/components/forms/SelectField.client';
import { EmailField, TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { FocusedStatus } from './FocusedStatus.client';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/lib/community/profile';
import { registerSchema, type RegisterInput } from '@/lib/validation/register';

/** Fields in the order they appear, for the error summary. */
const fieldOrder = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneCountry',
  'phone',
  'gender',
  'password',
  'confirmPassword',
  'country',
  'state',
  'city',
] as const;

const defaultValues: RegisterInput = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phoneCountry: '',
  phone: '',
  gender: '' as RegisterInput['gender'],
  password: '',
  confirmPassword: '',
  country: '',
  state: '',
  city: '',
  requiresState: false,
  requiresCity: false,
};

export function RegisterForm() {
  const countries = useCountries();
  const kit = useFormKit({
    schema: registerSchema,
    defaultValues,
    fields: fieldOrder,
    idPrefix: 'register',
    submit: (values) =>
      api.post<{ profile: PublicProfile } | { message: string }>('/api/community/register', values),
    onSuccess: (data) => {
      // The site's own database answers "check your inbox"; the original provider signs in.
      if ('message' in data) return data.message;
      // A full load after signing in: the client router's cache predates the session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
      window.location.assign('/community');
    },
  });
  const { control, setValue, getFieldState, errors } = kit;
  const isSubmitted = kit.formState.isSubmitted;

  const [country, state, city] = useWatch({ control, name: ['country', 'state', 'city'] });
  const location: LocationValue = { country, state, city };
  const validateAfterSubmit = { shouldValidate: isSubmitted, shouldDirty: true };

  const onLocationChange = (next: LocationValue) => {
    setValue('country', next.country, validateAfterSubmit);
    setValue('state', next.state, validateAfterSubmit);
    setValue('city', next.city, validateAfterSubmit);
    // The phone's country follows the home country until the member picks one themselves.
    if (!getFieldState('phoneCountry').isDirty) setValue('phoneCountry', next.country);
  };
  const onNeedsChange = useCallback(
    (needs: LocationNeeds) => {
      setValue('requiresState', needs.requiresState);
      setValue('requiresCity', needs.requiresCity);
    },
    [setValue],
  );

  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));

  if (kit.outcome?.tone === 'success') return <FocusedStatus message={kit.outcome.message} />;

  return (
    <KitForm
      kit={kit}
      submitLabel="Register"
      pendingLabel="Registering user..."
      links={<PrivacyLine />}
    >
      <div className="field-row">
        <TextField {...kit.field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...kit.field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      <div className="field-row">
        <TextField
          {...kit.field('username')}
          label="Username"
          autoComplete="username"
          hint="3 to 30 letters, digits, dots, dashes or underscores."
        />
        <EmailField {...kit.field('email')} />
      </div>
      <div className="field-row">
        <SelectField
          {...kit.field('phoneCountry')}
          label="Phone number country"
          placeholder="International"
          options={countryOptions}
          autoComplete="tel-country-code"
        />
        <TextField
          {...kit.field('phone')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={250}
          hint="For International, start with + and the country code."
        />
      </div>
      <SelectField
        {...kit.field('gender')}
        label="Gender"
        placeholder="Choose..."
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
      />
      <div className="field-row">
        <NewPasswordFields
          password={kit.field('password')}
          confirmation={kit.field('confirmPassword')}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
        />
      </div>
      <LocationFields
        idPrefix="register"
        value={location}
        onChange={onLocationChange}
        onNeedsChange={onNeedsChange}
        errors={{
          country: errors.country?.message,
          state: errors.state?.message,
          city: errors.city?.message,
        }}
      />
    </KitForm>
  );
}
