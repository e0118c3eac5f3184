import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
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

type FieldErrors = Partial<Record<keyof Form, string>>;

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
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
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

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A corrected field loses its message at once; the rest stay until the next submit.
    setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
  };

  // After a failed submit: the first invalid control gets focus and is scrolled into view.
  useEffect(() => {
    if (!attempt) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: 'center' });
    }
  }, [attempt]);

  function fail(errors: FieldErrors, summary: string | null) {
    setFieldErrors(errors);
    setError(summary);
    setAttempt((n) => n + 1);
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const problems = validate(form, countryIso);
    const count = Object.keys(problems).length;
    if (count) return fail(problems, summaryText(count));
    setFieldErrors({});
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

  const invalid = (key: keyof Form) => (fieldErrors[key] ? true : undefined);
  // The postal code is checked against the country's format as soon as the member leaves the field.
  const checkPostalCode = () => {
    const problem = postalCodeProblem(countryIso, form.postalCode, form.country);
    if (problem) setFieldErrors((errors) => ({ ...errors, postalCode: problem }));
  };
  const text = (key: keyof Form, label: string, props: { type?: string; autoComplete?: string; required?: boolean; onBlur?: () => void } = {}) => (
    <Field label={label} required={props.required ?? true} error={fieldErrors[key]}>
      {(id, d) => (
        <input
          id={id}
          aria-describedby={d}
          aria-invalid={invalid(key)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          required={props.required ?? true}
          value={String(form[key])}
          onChange={(e) => set(key, e.target.value as never)}
          onBlur={props.onBlur}
        />
      )}
    </Field>
  );

  return (
    <div className="auth-layout wide">
      <section className="card auth-card">
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="register-title">
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
              {text('firstName', 'First name', { autoComplete: 'given-name' })}
              {text('lastName', 'Last name', { autoComplete: 'family-name' })}
            </div>
            {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
            <div className="grid-2">
              {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
              {text('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
            </div>
          </fieldset>
          <fieldset>
            <legend>Professional details</legend>
            <div className="grid-2">
              <Field label="Profession" required error={fieldErrors.profession}>
                {(id, d) => (
                  <select
                    id={id}
                    aria-describedby={d}
                    aria-invalid={invalid('profession')}
                    required
                    value={form.profession}
                    onChange={(e) => set('profession', e.target.value)}
                  >
                    <option value="">Select your profession</option>
                    {PROFESSIONS.map((p) => (
                      <option key={p}>{p}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Secondary profession">
                {(id, d) => (
                  <select id={id} aria-describedby={d} value={form.secondaryProfession} onChange={(e) => set('secondaryProfession', e.target.value)}>
                    <option value="">None</option>
                    {PROFESSIONS.map((p) => (
                      <option key={p}>{p}</option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <div className="grid-2">
              {text('company', 'Company', { autoComplete: 'organization' })}
              {text('jobTitle', 'Job title', { autoComplete: 'organization-title' })}
            </div>
            {text('licenseNumber', 'License number', { required: false })}
          </fieldset>
          <fieldset>
            <legend>Address and contact</legend>
            <Field label="Country" required error={fieldErrors.country}>
              {(id, d) => (
                <select
                  id={id}
                  aria-describedby={d}
                  aria-invalid={invalid('country')}
                  required
                  value={form.country}
                  onChange={(e) => set('country', e.target.value)}
                >
                  <option value="">Select your country</option>
                  {countries.map((c) => (
                    <option key={c.isoCode}>{c.name}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Address" required hint="Start typing your city and pick a suggestion to fill in city, region and country" error={fieldErrors.address}>
              {(id, d) => (
                <AddressAutocomplete
                  id={id}
                  invalid={!!fieldErrors.address}
                  describedBy={d}
                  value={form.address}
                  countryIso={countryIso}
                  onChange={(v) => set('address', v)}
                  onPick={(s) =>
                    setForm((f) => ({
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
              {text('city', 'City', { autoComplete: 'address-level2' })}
              {text('state', 'State/Province', { autoComplete: 'address-level1' })}
              {text('postalCode', 'Postal code', { autoComplete: 'postal-code', onBlur: checkPostalCode })}
            </div>
            <div className="grid-phone">
              <Field label="Country code" required>
                {(id, d) => (
                  <select id={id} aria-describedby={d} value={form.phoneCountryCode} onChange={(e) => set('phoneCountryCode', e.target.value)}>
                    {(phoneCodes.length ? phoneCodes : [DEFAULT_PHONE_COUNTRY_CODE]).map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                )}
              </Field>
              {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel-national' })}
            </div>
          </fieldset>
          <div className="checks">
            <label className="check">
              <input
                type="checkbox"
                aria-invalid={invalid('acceptPrivacy')}
                aria-describedby={fieldErrors.acceptPrivacy ? 'privacy-error' : undefined}
                checked={form.acceptPrivacy}
                onChange={(e) => set('acceptPrivacy', e.target.checked)}
              />
              <span>
                I accept the{' '}
                <a href="/privacy-policy.html" target="_blank" rel="noopener">
                  Privacy Policy
                </a>
              </span>
            </label>
            {fieldErrors.acceptPrivacy ? (
              <small id="privacy-error" className="field-error">
                {fieldErrors.acceptPrivacy}
              </small>
            ) : null}
            <label className="check">
              <input
                type="checkbox"
                aria-invalid={invalid('acceptTerms')}
                aria-describedby={fieldErrors.acceptTerms ? 'terms-error' : undefined}
                checked={form.acceptTerms}
                onChange={(e) => set('acceptTerms', e.target.checked)}
              />
              <span>
                I accept the{' '}
                <a href="/terms-of-service.html" target="_blank" rel="noopener">
                  Terms of Service
                </a>
              </span>
            </label>
            {fieldErrors.acceptTerms ? (
              <small id="terms-error" className="field-error">
                {fieldErrors.acceptTerms}
              </small>
            ) : null}
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
