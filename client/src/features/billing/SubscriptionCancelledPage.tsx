import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { KEYS, sessionScoped } from '../../app/storage';
import './billing.css';
import { Icon } from '../../ui/icons';

/** /subscription-cancelled: the provider's checkout was left without paying. */
export default function SubscriptionCancelledPage() {
  // The typed password and the abandoned checkout id are no longer needed.
  useEffect(() => {
    sessionScoped.remove(KEYS.tempPassword);
    sessionScoped.remove(KEYS.stripeSessionId);
    sessionScoped.remove(KEYS.checkoutHandoff);
  }, []);

  return (
    <div className="auth-layout">
      <section className="card auth-card billing-result">
        <div className="state-icon neutral" aria-hidden="true">
          <Icon name="cross" size={24} />
        </div>
        <h1>Subscription Cancelled</h1>
        <p>Your subscription purchase was cancelled. No payment was charged.</p>
        <p className="muted">You can try again anytime by logging in and selecting a subscription plan.</p>
        <div className="button-row">
          <Link className="btn btn-primary" to="/login">
            Back to Login
          </Link>
          <Link className="btn btn-secondary" to="/register">
            Create New Account
          </Link>
        </div>
      </section>
    </div>
  );
}
