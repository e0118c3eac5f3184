import { Link } from 'react-router-dom';
import { CATEGORIES, LIBRARY_LANGUAGES } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { formatMoney, PLAN_ORDER, planFeatures, type PlanId, PLANS, type QuestionSource } from '@leerpunt/shared/plans';
import { Spinner } from '../../ui/components';
import { AccreditedBy } from './AccreditedBy';
import { useAppConfig, type PlanInfo } from '../../app/app-config';
import './landing.css';

type IconName = 'book' | 'check' | 'award' | 'chart' | 'spark' | 'globe';

/** Line icons drawn inline so the page needs no icon font. */
function Icon({ name }: { name: IconName }) {
  const paths: Record<IconName, string> = {
    book: 'M4 5.5C4 4.7 4.7 4 5.5 4H11v15H5.5c-.8 0-1.5.7-1.5 1.5V5.5zM20 5.5c0-.8-.7-1.5-1.5-1.5H13v15h5.5c.8 0 1.5.7 1.5 1.5V5.5z',
    check: 'M9 11l3 3 8-8M20 12v6.5c0 .8-.7 1.5-1.5 1.5h-13C4.7 20 4 19.3 4 18.5v-13C4 4.7 4.7 4 5.5 4H16',
    award: 'M12 15a6 6 0 100-12 6 6 0 000 12zM8.5 14l-1.5 7 5-3 5 3-1.5-7',
    chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
    spark: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3zM19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8L19 17z',
    globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  };
  return (
    <svg className="landing-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** What the landing page says of a test's questions: where this deployment's come from (none named until known). */
function testsText(source: QuestionSource | null): string {
  const rules = `Score ${LIMITS.passPercentage}% to pass, with up to ${LIMITS.maxTestAttempts} attempts.`;
  const upTo = `Every test has at most ${LIMITS.questionsPerTest} questions`;
  switch (source) {
    case 'CURATED':
      return `${upTo} from the curated question bank of the item you just read. ${rules}`;
    case 'CURATED_AI_REVIEWED':
      return `${upTo} from the curated question bank of the item you just read; some were drafted with AI and reviewed before use. ${rules}`;
    case 'CURATED_OR_GENERATED':
      return `${upTo} from the curated question bank of the item you just read, or generated from its text while it has no reviewed questions yet. ${rules}`;
    default:
      return `${upTo} about the item you just read. ${rules}`;
  }
}

const features = (source: QuestionSource | null): Array<{ icon: IconName; title: string; text: string }> => [
  {
    icon: 'book',
    title: 'A library that counts',
    text: `Articles, PDFs and video lectures in ${CATEGORIES.length - 1} fields, from accounting and tax to medicine, law and engineering, in ${LIBRARY_LANGUAGES.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
  },
  {
    icon: 'check',
    title: 'Short certification tests',
    text: testsText(source),
  },
  {
    icon: 'award',
    title: 'Verifiable certificates',
    text: 'Each certificate carries a unique id that employers and accreditation bodies can verify online in seconds.',
  },
  {
    icon: 'chart',
    title: 'Your CPD year at a glance',
    text: `Points, trend and history on one dashboard, with progress toward an annual goal of ${LIMITS.annualPointsGoal} points.`,
  },
  {
    icon: 'spark',
    title: 'A professional AI assistant',
    text: 'Ask about a topic and get an explanation grounded in our library, with links to the articles it draws on.',
  },
  {
    icon: 'globe',
    title: 'Made for every profession',
    text: 'Recommendations match your primary and secondary profession, so the next useful article is always one click away.',
  },
];

/** The first line depends on whether the deployment has an accrediting body. */
const whyLines = (accredited: boolean) => [
  accredited ? 'Accredited PE points recognised by professional bodies' : 'PE points with a verifiable certificate for every pass',
  'Content written and reviewed for practising professionals',
  'Study anywhere, in short blocks that fit a working week',
  'Every certificate stays available to download and verify',
  'Request the topics you need and we add them to the library',
];

const steps = (accredited: boolean) => [
  { title: 'Read', text: 'Pick an article or video from the library.' },
  { title: 'Test', text: `Answer at most ${LIMITS.questionsPerTest} questions on what you read.` },
  { title: 'Certify', text: `Pass and download your ${accredited ? 'accredited ' : ''}certificate.` },
];

/** The public home page: hero, features, why choose, pricing, accreditation and footer. */
export default function LandingPage() {
  const { config, plans, failed } = useAppConfig();
  const { productName, accreditation } = config;
  const { accredited } = accreditation;
  const year = new Date().getFullYear();

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="hero-title">
        <div className="landing-hero-text">
          <p className="landing-eyebrow">{accredited ? 'Accredited continuing professional development' : 'Continuing professional development'}</p>
          <h1 id="hero-title">Professional development that fits your working week</h1>
          <p className="landing-lead">
            Read, test yourself and earn {accredited ? 'accredited ' : ''}PE points with {productName}. Every certificate can be verified by anyone, anywhere.
          </p>
          <div className="landing-cta">
            <Link className="btn btn-lg landing-btn-light" to="/register">
              Get Started Today
            </Link>
            <Link className="btn btn-lg landing-btn-outline" to="/login">
              Sign In
            </Link>
          </div>
          <p className="landing-note">Start free with Professional Insights. Upgrade when you want points and certificates.</p>
        </div>
        <div className="landing-hero-visual" aria-hidden="true">
          <div className="landing-certificate">
            {accredited && accreditation.logoUrl && (
              <div className="landing-certificate-seal">
                <img src={accreditation.logoUrl} alt="" width="56" height="56" />
              </div>
            )}
            <p className="landing-certificate-kicker">Certificate of completion</p>
            <p className="landing-certificate-title">Revenue recognition in practice</p>
            <div className="landing-certificate-meta">
              <span>2 PE points</span>
              <span>Passed 100%</span>
            </div>
          </div>
          <div className="landing-progress">
            <span className="landing-progress-label">Annual goal</span>
            <span className="landing-progress-bar">
              <span style={{ width: '70%' }} />
            </span>
            <span className="landing-progress-value">7 / {LIMITS.annualPointsGoal} points</span>
          </div>
        </div>
      </section>

      <ol className="landing-steps" aria-label="How it works">
        {steps(accredited).map((s, i) => (
          <li key={s.title}>
            <span className="landing-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <strong>{s.title}</strong> {s.text}
            </span>
          </li>
        ))}
      </ol>

      <section className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything you need for your CPD year</h2>
        <p className="landing-section-intro">One place to learn, prove what you learned and keep your record ready for an audit.</p>
        <div className="landing-features">
          {features(config.questionSource).map((f) => (
            <article key={f.title} className="landing-feature">
              <span className="landing-feature-icon">
                <Icon name={f.icon} />
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="landing-section landing-why" aria-labelledby="why-title">
        <div>
          <h2 id="why-title">Why professionals choose {productName}</h2>
          <ul className="landing-check-list">
            {whyLines(accredited).map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
        <aside className="landing-why-card" aria-label="Tests in numbers">
          <dl>
            <div>
              <dt>Questions per test</dt>
              <dd>{LIMITS.questionsPerTest} at most</dd>
            </div>
            <div>
              <dt>Pass mark</dt>
              <dd>{LIMITS.passPercentage}%</dd>
            </div>
            <div>
              <dt>Attempts per article</dt>
              <dd>{LIMITS.maxTestAttempts}</dd>
            </div>
            <div>
              <dt>Library languages</dt>
              <dd>{LIBRARY_LANGUAGES.length}</dd>
            </div>
          </dl>
        </aside>
      </section>

      <section className="landing-section" aria-labelledby="pricing-title">
        <h2 id="pricing-title">Plans and pricing</h2>
        <p className="landing-section-intro">Prices exclude VAT. Upgrade from a free account at any time.</p>
        <PricingCards plans={plans} failed={failed} questionSource={config.questionSource} />
      </section>

      <section className="landing-accreditation" aria-labelledby="accreditation-title">
        <AccreditedBy size="large" />
        <div>
          <h2 id="accreditation-title">{accredited ? 'Accredited CPD' : 'Accreditation'}</h2>
          <p>{accreditation.statement}</p>
        </div>
      </section>

      <footer className="landing-footer">
        <p>
          © {year} {productName}.{' '}
          {accredited && accreditation.url ? (
            <>
              Accredited by{' '}
              <a href={accreditation.url} target="_blank" rel="noopener noreferrer">
                {accreditation.name}
              </a>
              .
            </>
          ) : (
            'Not accredited (demo deployment).'
          )}
        </p>
        <nav aria-label="Legal and verification">
          <a href="/terms-of-service.html" target="_blank" rel="noopener">
            Terms of Service
          </a>
          <a href="/privacy-policy.html" target="_blank" rel="noopener">
            Privacy Policy
          </a>
          <Link to="/verify">Verify a certificate</Link>
          <Link to="/pricing">Pricing</Link>
        </nav>
      </footer>
    </div>
  );
}

const CALL_TO_ACTION: Record<PlanId, string> = {
  professionalInsights: 'Start free',
  professionalMonthly: 'Choose Monthly',
  professional: 'Choose Professional',
};

/** The plans as the server prices them; the shared plan list if the server cannot be reached. */
function PricingCards({ plans, failed, questionSource }: { plans: PlanInfo[] | null; failed: boolean; questionSource: QuestionSource | null }) {
  if (!plans && !failed) return <Spinner label="Loading plans..." />;
  const shown: PlanInfo[] =
    plans ??
    PLAN_ORDER.map((id) => PLANS[id]).map((p) => ({
      id: p.id,
      name: p.name,
      amount: p.amount,
      formattedPrice: formatMoney(p.amount),
      priceLabel: '',
      interval: p.interval ? (p.interval.toUpperCase() as PlanInfo['interval']) : null,
      features: planFeatures(p.id, questionSource),
    }));
  return (
    <ul className="landing-plans">
      {shown.map((plan) => {
        const featured = plan.id === 'professional';
        const cta = CALL_TO_ACTION[plan.id as PlanId] ?? 'Get Started';
        return (
          <li key={plan.id} className={`landing-plan${featured ? ' landing-plan-featured' : ''}`}>
            {featured ? <p className="landing-plan-badge">Full CPD</p> : null}
            <h3>{plan.name}</h3>
            <p className="landing-price">
              {plan.amount === 0 ? (
                <>
                  Free
                  <span> no payment details needed</span>
                </>
              ) : (
                <>
                  €{plan.formattedPrice}
                  <span> per {plan.interval?.toLowerCase()}, excl. VAT</span>
                </>
              )}
            </p>
            <ul className="landing-check-list">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Link
              className={`btn btn-block ${featured ? 'btn-primary' : 'btn-secondary'}`}
              to={`/register?plan=${plan.id}`}
              aria-label={`${cta}: ${plan.name}`}
            >
              {cta}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
