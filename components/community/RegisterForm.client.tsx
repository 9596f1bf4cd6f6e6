'use client';

import {
  memo,
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import {
  useForm,
  useFormState,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import type { CountryOption } from '@/components/forms/location-data';
import {
  LocationSelects,
  type LocationNeeds,
  type LocationValue,
} from '@/components/forms/LocationSelects.client';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { PrivacyLine } from '@/components/forms/PrivacyLine';
import { SelectField } from '@/components/forms/SelectField.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { EmailField, TextField } from '@/components/forms/TextField.client';
import { useLazyLocationLists } from '@/components/forms/use-lazy-location-lists';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { fieldError, keptValue, type FormState } from '@/lib/forms/state';
import { genderLabels, genders } from '@/lib/validation/form-constants';
import type { RegisterInput, RegisterValues } from '@/lib/validation/register';
import { loadValidation, resolver } from './register-resolver';

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

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  countries: CountryOption[];
};

/**
 * "Create an account". With JavaScript the shared schema checks the fields as the visitor types
 * (react-hook-form), and the lists load as each level is chosen; the same Server Action then
 * takes the post. Without it the browser posts the form itself, and the server's refusal brings
 * the next list to choose from (the country's states, then the state's cities).
 */
export function RegisterForm(props: Props) {
  return (
    <FormRecovery>{(recovered) => <Register {...props} recovered={recovered} />}</FormRecovery>
  );
}

function Register({ action, countries, permalink, recovered }: Props & { recovered?: FormState }) {
  const server = useServerForm(action, 'register', { recovered, permalink });
  const kept = (name: string) => keptValue(server.state, name);
  const rhf = useForm<RegisterInput, unknown, RegisterValues>({
    // The error summary takes focus instead of the first field.
    shouldFocusError: false,
    resolver,
    defaultValues: {
      ...Object.fromEntries(fieldOrder.map((name) => [name, kept(name)])),
      gender: kept('gender') as RegisterInput['gender'],
      password: '',
      confirmPassword: '',
      requiresState: false,
      requiresCity: false,
    },
  });
  // useForm draws its component again as it mounts, within the hydration's commit, and React
  // runs the pending effects in that same task. So the form is drawn below, by a component drawn
  // again only when what it reads changes (its state comes from useFormState): the mount's redraw
  // stops here.
  return (
    <RegisterFields
      rhf={rhf}
      state={server.state}
      dispatch={server.dispatch}
      pending={server.pending}
      countries={countries}
    />
  );
}

type FieldsProps = {
  rhf: UseFormReturn<RegisterInput, unknown, RegisterValues>;
  state: FormState;
  dispatch: (form: FormData) => void;
  pending: boolean;
  countries: CountryOption[];
};

const RegisterFields = memo(function RegisterFields({
  rhf,
  state: serverState,
  dispatch,
  pending,
  countries,
}: FieldsProps) {
  const { errors, isSubmitted } = useFormState({ control: rhf.control });
  const kept = (name: string) => keptValue(serverState, name);
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal of the browser's own check: shown like the server's, and focused each time.
  const [checked, setChecked] = useState<FormState>();
  const state = checked ?? serverState;

  const [country, region, city] = useWatch({
    control: rhf.control,
    name: ['country', 'state', 'city'],
  });
  const location: LocationValue = { country, state: region, city };
  const lists = useLazyLocationLists(countries, location);
  const onLocationChange = (next: LocationValue) => {
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    rhf.setValue('country', next.country, options);
    rhf.setValue('state', next.state, options);
    rhf.setValue('city', next.city, options);
    // The phone's country follows the home country until the member picks one themselves.
    if (!rhf.getFieldState('phoneCountry').isDirty) rhf.setValue('phoneCountry', next.country);
  };
  // The location selects follow the form's state, so a choice made in them before the scripts
  // ran (a country; a state or city the server's refusal offered) would be drawn back to the
  // state's: what the visitor sees joins the state here (the other fields keep theirs).
  useLayoutEffect(() => {
    for (const name of ['country', 'state', 'city'] as const) {
      const early = formRef.current?.elements.namedItem(name);
      if (early instanceof HTMLSelectElement && early.value !== rhf.getValues(name)) {
        rhf.setValue(name, early.value, { shouldDirty: true });
      }
    }
  }, [rhf]);
  const onNeedsChange = useCallback(
    (needs: LocationNeeds) => {
      rhf.setValue('requiresState', needs.requiresState);
      rhf.setValue('requiresCity', needs.requiresCity);
    },
    [rhf],
  );

  const refusedHere = (errors: FieldErrors<RegisterInput>) =>
    setChecked({
      status: 'refused',
      fieldErrors: Object.fromEntries(
        Object.entries(errors).flatMap(([field, error]) =>
          typeof error?.message === 'string' ? [[field, [error.message]]] : [],
        ),
      ),
      attempt: (checked?.attempt ?? serverState.attempt) + 1,
    });
  // With JavaScript the schema checks first; a valid form goes to the same Server Action.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    rhf.handleSubmit(() => {
      setChecked(undefined);
      const data = new FormData(formRef.current ?? undefined);
      startTransition(() => dispatch(data));
    }, refusedHere)(event);

  const errorOf = (name: (typeof fieldOrder)[number]) =>
    errors[name]?.message ?? fieldError(serverState, name);
  const field = (name: (typeof fieldOrder)[number]) => ({
    id: `register-${name}`,
    registration: rhf.register(name),
    defaultValue: kept(name),
    error: errorOf(name),
  });
  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));

  if (serverState.status === 'done' && serverState.message) {
    return <FocusedStatus message={serverState.message} />;
  }
  return (
    <form
      ref={formRef}
      action={dispatch}
      onSubmit={onSubmit}
      onFocus={() => {
        void loadValidation();
        lists.load();
      }}
      noValidate
      aria-describedby={formMessageId('register')}
    >
      <FormSummary state={state} idPrefix="register" fields={fieldOrder} />
      <div className="field-row">
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      <div className="field-row">
        <TextField
          {...field('username')}
          label="Username"
          autoComplete="username"
          hint="3 to 30 letters, digits, dots, dashes or underscores."
        />
        <EmailField {...field('email')} />
      </div>
      <div className="field-row">
        <SelectField
          {...field('phoneCountry')}
          label="Phone number country"
          placeholder="International"
          options={countryOptions}
          autoComplete="tel-country-code"
        />
        <TextField
          {...field('phone')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={250}
          hint="For International, start with + and the country code."
        />
      </div>
      <SelectField
        {...field('gender')}
        label="Gender"
        optional
        placeholder="Prefer not to say"
        options={genders.map((value) => ({ value, label: genderLabels[value] }))}
      />
      <div className="field-row">
        <NewPasswordFields
          password={{ ...field('password'), defaultValue: undefined }}
          confirmation={{ ...field('confirmPassword'), defaultValue: undefined }}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
        />
      </div>
      <input type="hidden" {...rhf.register('requiresState')} />
      <input type="hidden" {...rhf.register('requiresCity')} />
      {lists.loader}
      <LocationSelects
        idPrefix="register"
        value={location}
        onChange={onLocationChange}
        onNeedsChange={onNeedsChange}
        lists={lists.current}
        fallback={{ states: serverState.options?.state, cities: serverState.options?.city }}
        errors={{ country: errorOf('country'), state: errorOf('state'), city: errorOf('city') }}
      />
      <div className="actions">
        <SubmitButton pending={pending} pendingLabel="Registering user...">
          Register
        </SubmitButton>
        <PrivacyLine />
      </div>
    </form>
  );
});
