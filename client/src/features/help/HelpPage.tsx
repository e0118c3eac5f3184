import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useAppConfig } from '../../app/app-config';
import { useSession, type SessionUser } from '../../app/session';
import { HelpMyContactMessagesDocument, HelpSendContactMessageDocument } from '../../gql/graphql';
import { checked, userErrorFields } from '../../app/user-errors';
import { Alert, errorMessage, Field, Spinner } from '../../ui/components';
import { dateTime } from '../../ui/dates';
import { LoadMore } from '../../ui/load-more';
import { ContactReplies } from './ContactReplies';
import './help.css';

const GETTING_STARTED = [
  {
    title: 'Browse the library',
    text: 'Filter articles and videos by category, language and source, and open one to start reading.',
    to: '/articles',
    action: 'Open the library',
  },
  {
    title: 'Take a test',
    text: `After reading, take a short test of at most ${LIMITS.questionsPerTest} questions. Score ${LIMITS.passPercentage}% or more to pass and earn PE points.`,
    to: '/articles',
    action: 'Find an article',
  },
  {
    title: 'Track your progress',
    text: 'Your dashboard shows points, trend and history; your account lists certificates and activity.',
    to: '/account',
    action: 'Go to my account',
  },
];

const KEY_FEATURES = [
  'Articles, PDFs and YouTube lectures across many professions and four languages',
  `Certification tests with up to ${LIMITS.maxTestAttempts} attempts per article`,
  'Certificates with a unique id that anyone can verify',
  'Points history, yearly overview and recommendations matched to your profession',
  'An AI assistant for Professional members that answers from our library',
  'Content requests: ask for the topics you need',
];

const TIPS = [
  'Read the whole article before starting the test: your answers are saved as you go, so you can pause and continue later.',
  'Review the incorrect questions after a test to learn what you missed.',
  'Set your secondary profession in your profile to get broader recommendations.',
  'Download each certificate after passing and keep it with your CPD record.',
];

/** /help: getting started, features, tips, support contact details and the contact form (its route asks for a subscription, or a lapsed one). */
export default function HelpPage() {
  return <HelpCenter />;
}

function HelpCenter() {
  const { user } = useSession();
  const { config } = useAppConfig();

  return (
    <div className="help">
      <header className="help-header">
        <h1>Help Center</h1>
        <p>Everything you need to get the most out of {config.productName}, and a direct line to our support team.</p>
      </header>

      <section aria-labelledby="help-start-title" className="help-section">
        <h2 id="help-start-title">Getting started</h2>
        <ol className="help-cards">
          {GETTING_STARTED.map((c, i) => (
            <li key={c.title} className="help-card">
              <span className="help-card-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
              <Link to={c.to}>{c.action}</Link>
            </li>
          ))}
        </ol>
      </section>

      <div className="help-columns">
        <section aria-labelledby="help-features-title" className="help-panel">
          <h2 id="help-features-title">Key features</h2>
          <ul className="help-list">
            {KEY_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="help-tips-title" className="help-panel help-tips">
          <h2 id="help-tips-title">Tips</h2>
          <ul className="help-list">
            {TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="help-contact-title" className="help-contact">
        <div className="help-contact-details">
          <h2 id="help-contact-title">Contact support</h2>
          <p>Can't find what you need? Send us a message or write to us directly.</p>
          <dl>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd>{config.supportHours}</dd>
            </div>
            <div>
              <dt>Response time</dt>
              <dd>{config.supportReply}</dd>
            </div>
          </dl>
        </div>
        {user ? <ContactForm user={user} /> : null}
      </section>
      {user ? <YourMessages /> : null}
    </div>
  );
}

function ContactForm({ user }: { user: SessionUser }) {
  const initialName = `${user.firstName} ${user.lastName}`.trim();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(user.email);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState<string | null>(null);
  // A sent message joins Your messages below.
  const [send, { loading }] = useMutation(HelpSendContactMessageDocument, { refetchQueries: [HelpMyContactMessagesDocument] });

  const edited = (setter: (v: string) => void, field: string) => (value: string) => {
    setter(value);
    setFieldErrors(({ [field]: _corrected, ...rest }) => rest);
    setSuccess(null);
  };

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    setSuccess(null);
    // The browser checks the required fields and the e-mail format (SPEC §5) before this runs.
    if (!e.currentTarget.checkValidity()) return;
    const blank = (
      [
        ['Name', name],
        ['Email', email],
        ['Subject', subject],
        ['Message', message],
      ] as const
    ).find(([, v]) => !v.trim());
    if (blank) return setError(`${blank[0]} is required`);
    try {
      const { data } = await send({ variables: { input: { name: name.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() } } });
      if (data) checked(data.sendContactMessage);
      setSubject('');
      setMessage('');
      setSuccess(MESSAGES.contactSuccess);
    } catch (err) {
      setFieldErrors(userErrorFields(err));
      setError(errorMessage(err, MESSAGES.contactFailed, MESSAGES.contactNetwork));
    }
  }

  return (
    <form className="help-form" onSubmit={submit} aria-labelledby="help-form-title">
      <h3 id="help-form-title">Send us a message</h3>
      <div aria-live="polite">
        <Alert kind="success">{success}</Alert>
      </div>
      <Alert>{error}</Alert>
      <div className="grid-2">
        <Field label="Name" required error={fieldErrors.name}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              aria-invalid={!!fieldErrors.name}
              required
              maxLength={LIMITS.contactNameMax}
              autoComplete="name"
              value={name}
              onChange={(e) => edited(setName, 'name')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Email" required error={fieldErrors.email}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              aria-invalid={!!fieldErrors.email}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => edited(setEmail, 'email')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Subject" required error={fieldErrors.subject}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            aria-invalid={!!fieldErrors.subject}
            required
            maxLength={LIMITS.contactSubjectMax}
            value={subject}
            onChange={(e) => edited(setSubject, 'subject')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Message" required hint={`${message.length}/${LIMITS.contactMessageMax} characters`} error={fieldErrors.message}>
        {(id, d) => (
          <textarea
            id={id}
            aria-describedby={d}
            aria-invalid={!!fieldErrors.message}
            required
            rows={6}
            maxLength={LIMITS.contactMessageMax}
            value={message}
            onChange={(e) => edited(setMessage, 'message')(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? 'Submitting Request...' : 'Send Message'}
      </button>
    </form>
  );
}

const MESSAGES_PAGE = 10;

/** Help → Your messages: what the member wrote to support and support's answers, newest first. */
function YourMessages() {
  const { data, loading, error, fetchMore } = useQuery(HelpMyContactMessagesDocument, { variables: { first: MESSAGES_PAGE } });
  const list = data?.myContactMessages;
  const rows = list?.edges.map((e) => e.node) ?? [];
  let content: ReactNode;
  if (!data && loading) content = <Spinner label="Loading your messages..." />;
  else if (!data) content = <Alert>{errorMessage(error, 'Could not load your messages.')}</Alert>;
  else if (rows.length === 0) content = <p className="muted">You have not written to support yet. Answers to your messages will appear here.</p>;
  else
    content = (
      <ul className="messages-list">
        {rows.map((m) => (
          <li key={m.id} className="messages-item">
            <h3>{m.subject}</h3>
            <p className="messages-meta">
              <span>Reference #{m.databaseId}</span>
              <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              <span>{m.replies.length === 0 ? 'Awaiting an answer' : 'Answered'}</span>
            </p>
            <p className="messages-body">{m.message}</p>
            <ContactReplies replies={m.replies} />
          </li>
        ))}
      </ul>
    );
  return (
    <section id="your-messages" aria-labelledby="help-messages-title" className="help-section">
      <h2 id="help-messages-title">Your messages</h2>
      {content}
      {list ? (
        <LoadMore
          shown={rows.length}
          total={list.totalCount}
          hasMore={list.pageInfo.hasNextPage}
          onMore={() => fetchMore({ variables: { first: MESSAGES_PAGE, after: list.pageInfo.endCursor } })}
          noun="messages"
        />
      ) : null}
    </section>
  );
}
