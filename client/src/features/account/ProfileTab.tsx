import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { PROFESSIONS } from '@leerpunt/shared/catalog';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession, type SessionUser } from '../../app/session';
import { AccountUpdateProfileDocument } from '../../gql/graphql';
import { checked, userErrorFields } from '../../app/user-errors';
import { Alert, errorMessage, Field, LockIcon } from '../../ui/components';
import { SelectField, TextField, useForm, type FormErrors } from '../../ui/form';
import { LearningRecordStoreSection } from '../integrations/LearningRecordStoreSection';
import { MailPreferences } from './MailPreferences';
import { WalletSection } from '../wallet/WalletSection';
import PrivacySection from './PrivacySection';
import { ProfessionalBodies } from './ProfessionalBodies';
import './account.css';

interface EditableProfile {
  profession: string;
  secondaryProfession: string;
  company: string;
  jobTitle: string;
  address: string;
}

const REQUIRED: Array<[keyof EditableProfile, string]> = [
  ['profession', 'Profession'],
  ['company', 'Company'],
  ['jobTitle', 'Job title'],
  ['address', 'Address'],
];

/** Input fields named by the server's userErrors → form fields. */
const SERVER_FIELDS: Record<string, keyof EditableProfile> = {
  profession: 'profession',
  secondaryProfession: 'secondaryProfession',
  company: 'company',
  jobTitle: 'jobTitle',
  address: 'address',
};

const fromUser = (u: SessionUser): EditableProfile => ({
  profession: u.profession ?? '',
  secondaryProfession: u.secondaryProfession ?? '',
  company: u.company ?? '',
  jobTitle: u.jobTitle ?? '',
  address: u.address ?? '',
});

/** Client-side checks mirroring the server's (SPEC §5); the server checks again. */
function validate(form: EditableProfile): FormErrors<EditableProfile> {
  const errors: FormErrors<EditableProfile> = {};
  for (const [key, label] of REQUIRED) if (!form[key].trim()) errors[key] = `${label} is required`;
  if (form.profession && !(PROFESSIONS as readonly string[]).includes(form.profession)) errors.profession = 'Please choose a profession from the list';
  if (form.secondaryProfession && !(PROFESSIONS as readonly string[]).includes(form.secondaryProfession)) {
    errors.secondaryProfession = 'Please choose a secondary profession from the list';
  }
  return errors;
}

/** Account → Profile: contact details read-only, professional details editable. */
export default function ProfileTab() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <ProfileForm user={user} />
      <LearningRecordStoreSection />
      <MailPreferences />
      <WalletSection />
      <PrivacySection user={user} />
      <ProfessionalBodies />
    </>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const readOnlyNoteId = useId();
  const fields = useForm<EditableProfile>(fromUser(user));
  const { values: form, setValues: setForm, setErrors: setFieldErrors } = fields;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AccountUpdateProfileDocument);

  // A change drops that field's message and the last success notice.
  const field = (key: keyof EditableProfile) => ({
    ...fields.text(key),
    onChange: (value: string) => {
      fields.set(key, value);
      setSuccess(null);
    },
  });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    const problems = validate(form);
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) {
      setError(Object.values(problems)[0] ?? null);
      return;
    }
    try {
      const { data } = await save({
        variables: {
          input: {
            userId: user.id,
            profession: form.profession,
            secondaryProfession: form.secondaryProfession || null,
            company: form.company.trim(),
            jobTitle: form.jobTitle.trim(),
            address: form.address.trim(),
          },
        },
      });
      const saved = data && checked(data.updateProfile).user;
      if (!saved) {
        setError(MESSAGES.profileFailed);
        return;
      }
      const changes = {
        profession: saved.profession,
        secondaryProfession: saved.secondaryProfession ?? null,
        company: saved.company,
        jobTitle: saved.jobTitle,
        address: saved.address,
      };
      updateUser(changes);
      setForm(fromUser({ ...user, ...changes }));
      setSuccess(MESSAGES.profileUpdated);
    } catch (err) {
      const reported = userErrorFields(err);
      const mapped: FormErrors<EditableProfile> = {};
      for (const [name, message] of Object.entries(reported)) if (SERVER_FIELDS[name]) mapped[SERVER_FIELDS[name]] = message;
      setFieldErrors(mapped);
      setError(errorMessage(err, MESSAGES.profileFailed, MESSAGES.networkError));
    }
  }

  const readOnly: Array<[string, string, string]> = [
    ['First name', user.firstName, 'given-name'],
    ['Last name', user.lastName, 'family-name'],
    ['Email', user.email, 'email'],
    ['Phone', `${user.phoneCountryCode} ${user.phone}`.trim(), 'tel'],
    ['Country', user.country, 'country-name'],
    ['City', user.city, 'address-level2'],
    ['State/Province', user.state, 'address-level1'],
    ['Postal code', user.postalCode, 'postal-code'],
  ];

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <div aria-live="polite">
        <Alert kind="success">{success}</Alert>
      </div>
      <Alert>{error}</Alert>

      <fieldset>
        <legend>Personal and contact details</legend>
        <p id={readOnlyNoteId} className="account-readonly-note">
          <LockIcon /> {MESSAGES.readOnlyField}
        </p>
        <div className="grid-2">
          {readOnly.map(([label, value, autoComplete]) => (
            <Field key={label} label={label}>
              {(id) => (
                <input
                  id={id}
                  className="account-readonly"
                  value={value}
                  readOnly
                  aria-readonly="true"
                  aria-describedby={readOnlyNoteId}
                  autoComplete={autoComplete}
                  title={MESSAGES.readOnlyField}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Professional details</legend>
        <div className="grid-2">
          <SelectField label="Profession" required {...field('profession')}>
            <option value="">Select your profession</option>
            {PROFESSIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
          <SelectField label="Secondary profession" hint="Optional" {...field('secondaryProfession')}>
            <option value="">None</option>
            {PROFESSIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
          <TextField label="Company" required autoComplete="organization" {...field('company')} />
          <TextField label="Job title" required autoComplete="organization-title" {...field('jobTitle')} />
        </div>
        <TextField label="Address" required autoComplete="street-address" {...field('address')} />
      </fieldset>

      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Saving...' : 'Save Changes'}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={loading}
          onClick={() => {
            setForm(fromUser(user));
            setFieldErrors({});
            setError(null);
            setSuccess(null);
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
