import { Link } from 'react-router-dom';
import { formatMoney, LIMITS, PLAN_ORDER, PLANS } from '@shared/constants';
import { AccreditedBy } from './AccreditedBy';

const FEATURES = [
  { title: 'A library that counts', text: 'Articles, PDFs and video lectures across accounting, tax, medicine, law, engineering and more — in English, Dutch, German and Spanish.' },
  { title: 'Short certification tests', text: `Each test has at most ${LIMITS.questionsPerTest} AI-generated questions drawn from the item you just read. Score ${LIMITS.passPercentage}% to pass.` },
  { title: 'Verifiable certificates', text: 'Every certificate carries a unique id and a signed credential that employers and accreditation bodies verify in seconds.' },
  { title: 'Your CPD year at a glance', text: 'Points, trend and history on one dashboard, with recommendations matched to your profession.' },
];

const WHY = [
  'Accredited PE points recognised by professional bodies',
  'Content written and reviewed for practising professionals',
  'Study anywhere, in small blocks that fit a working week',
  'Export your CPD record for an audit in one click',
];

/** The public home page: hero, features, why choose, pricing, accreditation and footer. */
export default function LandingPage() {
  return (
    <div className="landing">
      <section className="hero">
        <h1>Continuing professional development that fits your working week</h1>
        <p>Read, test yourself and earn accredited PE points with certificates anyone can verify.</p>
        <div className="button-row center">
          <Link className="btn btn-primary btn-lg" to="/register">Get Started Today</Link>
          <Link className="btn btn-secondary btn-lg" to="/login">Sign In</Link>
        </div>
      </section>

      <section aria-labelledby="features-title" className="section">
        <h2 id="features-title">Everything you need for your CPD year</h2>
        <div className="grid-cards">
          {FEATURES.map((f) => (
            <article key={f.title} className="card feature">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="why-title" className="section why">
        <h2 id="why-title">Why professionals choose Leerpunt</h2>
        <ul className="check-list">
          {WHY.map((w) => <li key={w}>{w}</li>)}
        </ul>
      </section>

      <section aria-labelledby="pricing-title" className="section">
        <h2 id="pricing-title">Plans</h2>
        <div className="grid-cards pricing">
          {PLAN_ORDER.map((id) => {
            const plan = PLANS[id];
            return (
              <article key={id} className={`card plan${id === 'professional' ? ' plan-featured' : ''}`}>
                <h3>{plan.name}</h3>
                <p className="price">
                  {plan.amount === 0 ? 'Free' : `€${formatMoney(plan.amount)}`}
                  {plan.interval ? <span> / {plan.interval}, excl. VAT</span> : null}
                </p>
                <ul className="check-list">
                  {plan.features.map((f) => <li key={f}>{f}</li>)}
                </ul>
                <Link className="btn btn-primary btn-block" to="/register">Get Started</Link>
              </article>
            );
          })}
        </div>
      </section>

      <section className="section accreditation-strip" aria-label="Accreditation">
        <AccreditedBy />
        <p>Leerpunt is an accredited provider of continuing professional development. Points earned count towards your annual CPD requirement.</p>
      </section>

      <footer className="footer">
        <p>© {new Date().getFullYear()} Leerpunt · Accredited CPD provider</p>
        <p>
          <a href="/terms-of-service.html" target="_blank" rel="noopener">Terms of Service</a> ·{' '}
          <a href="/privacy-policy.html" target="_blank" rel="noopener">Privacy Policy</a> · <Link to="/verify">Verify a certificate</Link>
        </p>
      </footer>
    </div>
  );
}
