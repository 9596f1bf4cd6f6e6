'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/ErrorSummary.client';
import { FormMessage } from '@/components/forms/FormMessage.client';
import {
  LocationFields,
  type LocationNeeds,
  type LocationValue,
} from '@/components/forms/LocationFields.client';
import { useCountries } from '@/components/forms/location-data';
import { SelectField } from '@/components/forms/SelectField.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { applyServerErrors } from '@/components/forms/use-server-errors';
import { FocusedStatus } from './FocusedStatus.client';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/lib/community/profile';
import { registerSchema, type RegisterInput, type RegisterValues } from '@/lib/validation/register';
import { useAppStore } from '@/stores/app-store';

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
  const signIn = useAppStore((state) => state.signIn);
  const countries = useCountries();
  const [message, setMessage] = useState<string>();
  const [acknowledged, setAcknowledged] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    // The error summary takes focus instead of the first field (it lists every problem).
    shouldFocusError: false,
    resolver: zodResolver(registerSchema),
    defaultValues,
  });

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

  const onSubmit = handleSubmit(
    async (values) => {
      setMessage(undefined);
      const result = await api.post<{ profile: PublicProfile } | { message: string }>(
        '/api/community/register',
        values,
      );
      if (result.ok) {
        // The site's own database answers "check your inbox"; the original provider signs in.
        if ('message' in result.data) return setAcknowledged(result.data.message);
        signIn(result.data.profile);
        // A full load after signing in: the client router's cache predates the session.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
        window.location.assign('/community');
        return;
      }
      const leftover = applyServerErrors(result.error.fieldErrors, fieldOrder, setError);
      setMessage([result.error.message, ...leftover].join(' '));
      setAttempt((n) => n + 1);
    },
    () => setAttempt((n) => n + 1),
  );

  const summary = fieldOrder.flatMap((field) => {
    const error = errors[field]?.message;
    return error ? [{ fieldId: `register-${field}`, message: error }] : [];
  });
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));

  if (acknowledged) return <FocusedStatus message={acknowledged} />;

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <ErrorSummary items={summary} focusKey={summary.length ? attempt : 0} />
      <FormMessage message={summary.length ? undefined : message} />
      <div className="field-row">
        <TextField
          id="register-firstName"
          label="First name"
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          id="register-lastName"
          label="Last name"
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <div className="field-row">
        <TextField
          id="register-username"
          label="Username"
          autoComplete="username"
          hint="3 to 30 letters, digits, dots, dashes or underscores."
          registration={register('username')}
          error={errors.username?.message}
        />
        <TextField
          id="register-email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
      </div>
      <div className="field-row">
        <SelectField
          id="register-phoneCountry"
          label="Phone number country"
          placeholder="International"
          options={countryOptions}
          registration={register('phoneCountry')}
          error={errors.phoneCountry?.message}
          autoComplete="tel-country-code"
        />
        <TextField
          id="register-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={250}
          hint="For International, start with + and the country code."
          registration={register('phone')}
          error={errors.phone?.message}
        />
      </div>
      <SelectField
        id="register-gender"
        label="Gender"
        placeholder="Choose..."
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <div className="field-row">
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. A passphrase is best."
          registration={register('password')}
          error={errors.password?.message}
        />
        <TextField
          id="register-confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
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
      <div className="actions">
        <SubmitButton needsScript pending={isSubmitting} pendingLabel="Registering user...">
          Register
        </SubmitButton>
      </div>
    </form>
  );
}
