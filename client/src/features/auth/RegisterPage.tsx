import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PROFESSIONS } from '@leerpunt/shared/catalog';
import { DEFAULT_PHONE_COUNTRY_CODE } from '@leerpunt/shared/defaults';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { type PlanId, PLANS } from '@leerpunt/shared/plans';
import { postalCodeProblem } from '@leerpunt/shared/postal-codes';
import { RegisterDocument, RegistrationOptionsDocument, ResendConfirmationDocument } from '../../gql/graphql';
import { KEYS, sessionScoped } from '../../app/storage';
import { checked, userErrorFields } from '../../app/user-errors';
import { Alert, errorMessage, Field } from '../../ui/components';
import { CheckboxField, SelectField, TextField, useForm, type FormErrors } from '../../ui/form';
import { AddressAutocomplete } from './AddressAutocomplete';
import { Icon } from '../../ui/icons';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  profession: '',
  secondaryProfession: '',
  company: '',
  jobTitle: '',
  country: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  phoneCountryCode: DEFAULT_PHONE_COUNTRY_CODE,
  licenseNumber: '',
  acceptPrivacy: false,
  acceptTerms: false,
};
type Form = typeof EMPTY;

const REQUIRED: Array<[keyof Form, string]> = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm password'],
  ['profession', 'Profession'],
  ['company', 'Company'],
  ['jobTitle', 'Job title'],
  ['country', 'Country'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State/Province'],
  ['postalCode', 'Postal code'],
  ['phone', 'Phone'],
];

type FieldErrors = FormErrors<Form>;

/** Client-side checks mirroring the server's (SPEC §5), every field at once; the server checks again. */
function validate(f: Form, countryIso: string | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, label] of REQUIRED) if (!String(f[key]).trim()) errors[key] = `${label} is required`;
  const postal = postalCodeProblem(countryIso, f.postalCode, f.country);
  if (postal) errors.postalCode = postal;
  if (f.password && f.password.length < LIMITS.passwordMin) errors.password = MESSAGES.passwordTooShort;
  if (f.password && f.confirmPassword && f.password !== f.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  if (!f.acceptPrivacy) errors.acceptPrivacy = MESSAGES.acceptPrivacy;
  if (!f.acceptTerms) errors.acceptTerms = MESSAGES.acceptTerms;
  return errors;
}

const isPlanId = (v: string | null): v is PlanId => !!v && Object.prototype.hasOwnProperty.call(PLANS, v);

/** The plan picked on the landing or pricing page (?plan=) or earlier in this tab. */
function usePickedPlan(): PlanId | null {
  const [params] = useSearchParams();
  const fromUrl = params.get('plan');
  if (isPlanId(fromUrl)) return fromUrl;
  const stored = sessionScoped.get(KEYS.pendingPlan);
  return isPlanId(stored) ? stored : null;
}

export default function RegisterPage() {
  const fields = useForm<Form>(EMPTY);
  const { values: form, errors: fieldErrors } = fields;
  const [error, setError] = useState<string | null>(null);
  const pickedPlan = usePickedPlan();
  const [done, setDone] = useState<{ email: string; emailSent: boolean } | null>(null);
  const options = useQuery(RegistrationOptionsDocument, { fetchPolicy: 'cache-first' });
  const [register, { loading }] = useMutation(RegisterDocument);
  const [resend, { loading: resending }] = useMutation(ResendConfirmationDocument);
  const countries = useMemo(() => options.data?.countries ?? [], [options.data]);
  const phoneCodes = useMemo(
    () => [...new Set(countries.map((c) => c.phoneCode))].sort((a, b) => Number(a.slice(1).split('-')[0]) - Number(b.slice(1).split('-')[0])),
    [countries],
  );
  const countryIso = countries.find((c) => c.name === form.country)?.isoCode ?? null;

  // After a failed submit the first invalid control gets focus and is scrolled into view (useForm); a corrected field
  // loses its message at once, the rest stay until the next submit.
  function fail(errors: FieldErrors, summary: string | null) {
    fields.fail(errors);
    setError(summary);
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const problems = validate(form, countryIso);
    const count = Object.keys(problems).length;
    if (count) return fail(problems, summaryText(count));
    fields.setErrors({});
    setError(null);
    try {
      const { data } = await register({
        variables: { input: { ...form, secondaryProfession: form.secondaryProfession || null, licenseNumber: form.licenseNumber || null, plan: pickedPlan } },
      });
      const result = data && checked(data.register);
      sessionScoped.remove(KEYS.pendingPlan);
      setDone({ email: result?.userEmail ?? form.email, emailSent: result?.emailSent ?? true });
    } catch (err) {
      const fields = userErrorFields(err);
      const known = Object.fromEntries(Object.entries(fields).filter(([key]) => key in EMPTY)) as FieldErrors;
      const count = Object.keys(known).length;
      fail(known, count ? summaryText(count) : errorMessage(err, 'Registration failed', MESSAGES.networkError));
    }
  }

  if (done) {
    return (
      <div className="auth-layout">
        <section className="card auth-card" aria-live="polite">
          <div className="state-icon success" aria-hidden="true">
            <Icon name="check" size={28} />
          </div>
          <h1>Registration Successful!</h1>
          <p>
            {done.emailSent ? `We sent a confirmation link to ${done.email}.` : 'Your account was created.'} Please confirm your e-mail address, then sign in.
          </p>
          <p className="muted">Emails may take a few minutes to arrive. Please also check your spam folder.</p>
          <div className="button-row">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={resending}
              onClick={() =>
                resend({ variables: { input: { email: done.email } } })
                  .then(({ data }) => {
                    if (data) checked(data.resendConfirmation);
                    window.alert(MESSAGES.resendSuccess);
                  })
                  .catch((err: unknown) => setError(errorMessage(err, 'Failed to resend confirmation', MESSAGES.networkError)))
              }
            >
              {resending ? 'Sending...' : 'Resend Email'}
            </button>
            <Link className="btn btn-primary" to="/login">
              Go to Login
            </Link>
          </div>
          <Alert>{error}</Alert>
        </section>
      </div>
    );
  }

  // The postal code is checked against the country's format as soon as the member leaves the field.
  const checkPostalCode = () => {
    const problem = postalCodeProblem(countryIso, form.postalCode, form.country);
    if (problem) fields.setErrors((errors) => ({ ...errors, postalCode: problem }));
  };

  return (
    <div className="auth-layout wide">
      <section className="card auth-card">
        <form ref={fields.formRef} onSubmit={submit} noValidate aria-labelledby="register-title">
          <h1 id="register-title">Create Your Account</h1>
          <p className="muted">Join thousands of professionals earning CPD points.</p>
          {pickedPlan ? (
            <p className="alert alert-info">
              Chosen plan: <strong>{PLANS[pickedPlan].name}</strong>. You confirm it after confirming your e-mail address.
            </p>
          ) : null}
          <Alert>{error}</Alert>
          <fieldset>
            <legend>Personal details</legend>
            <div className="grid-2">
              <TextField label="First name" autoComplete="given-name" required {...fields.text('firstName')} />
              <TextField label="Last name" autoComplete="family-name" required {...fields.text('lastName')} />
            </div>
            <TextField label="Email" type="email" autoComplete="email" required {...fields.text('email')} />
            <div className="grid-2">
              <TextField label="Password" type="password" autoComplete="new-password" required {...fields.text('password')} />
              <TextField label="Confirm password" type="password" autoComplete="new-password" required {...fields.text('confirmPassword')} />
            </div>
          </fieldset>
          <fieldset>
            <legend>Professional details</legend>
            <div className="grid-2">
              <SelectField label="Profession" required {...fields.text('profession')}>
                <option value="">Select your profession</option>
                {PROFESSIONS.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </SelectField>
              <SelectField label="Secondary profession" {...fields.text('secondaryProfession')}>
                <option value="">None</option>
                {PROFESSIONS.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </SelectField>
            </div>
            <div className="grid-2">
              <TextField label="Company" autoComplete="organization" required {...fields.text('company')} />
              <TextField label="Job title" autoComplete="organization-title" required {...fields.text('jobTitle')} />
            </div>
            <TextField label="License number" {...fields.text('licenseNumber')} />
          </fieldset>
          <fieldset>
            <legend>Address and contact</legend>
            <SelectField label="Country" required {...fields.text('country')}>
              <option value="">Select your country</option>
              {countries.map((c) => (
                <option key={c.isoCode}>{c.name}</option>
              ))}
            </SelectField>
            <Field label="Address" required hint="Start typing your city and pick a suggestion to fill in city, region and country" error={fieldErrors.address}>
              {(id, d) => (
                <AddressAutocomplete
                  id={id}
                  invalid={!!fieldErrors.address}
                  describedBy={d}
                  value={form.address}
                  countryIso={countryIso}
                  onChange={(v) => fields.set('address', v)}
                  onPick={(s) =>
                    fields.setValues((f) => ({
                      ...f,
                      address:
                        s.address ??
                        (f.address.includes(',') ? f.address.split(',').slice(0, -1).join(',').trim() : f.address.replace(s.city, '').trim() || f.address),
                      city: s.city,
                      state: s.state,
                      country: s.country,
                      postalCode: s.postalCode ?? f.postalCode,
                      phoneCountryCode: countries.find((c) => c.name === s.country)?.phoneCode ?? f.phoneCountryCode,
                    }))
                  }
                />
              )}
            </Field>
            <div className="grid-3">
              <TextField label="City" autoComplete="address-level2" required {...fields.text('city')} />
              <TextField label="State/Province" autoComplete="address-level1" required {...fields.text('state')} />
              <TextField label="Postal code" autoComplete="postal-code" onBlur={checkPostalCode} required {...fields.text('postalCode')} />
            </div>
            <div className="grid-phone">
              <SelectField label="Country code" required {...fields.text('phoneCountryCode')}>
                {(phoneCodes.length ? phoneCodes : [DEFAULT_PHONE_COUNTRY_CODE]).map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </SelectField>
              <TextField label="Phone" type="tel" autoComplete="tel-national" required {...fields.text('phone')} />
            </div>
          </fieldset>
          <div className="checks">
            <CheckboxField {...fields.check('acceptPrivacy')}>
              I accept the{' '}
              <a href="/privacy-policy.html" target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </CheckboxField>
            <CheckboxField {...fields.check('acceptTerms')}>
              I accept the{' '}
              <a href="/terms-of-service.html" target="_blank" rel="noopener">
                Terms of Service
              </a>
            </CheckboxField>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
            {loading ? 'Creating account...' : 'Create Account'}
          </button>
          <p className="auth-links">
            <span>
              Already have an account? <Link to="/login">Sign in</Link>
            </span>
          </p>
        </form>
      </section>
    </div>
  );
}

function summaryText(count: number): string {
  return count === 1 ? 'Please correct the field marked below.' : `Please correct the ${count} fields marked below.`;
}
