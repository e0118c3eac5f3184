import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MEMBER_MESSAGES } from '@leerpunt/shared/members';
import { ResendMemberConfirmationDocument } from '../../../gql/graphql';
import { Alert, errorMessage } from '../../../ui/components';

/** For a member who has not confirmed their address: send a new confirmation link, and say plainly that it went. */
export function ResendConfirmation({ member }: { member: { id: string; email: string } }) {
  const [resend, { loading }] = useMutation(ResendMemberConfirmationDocument);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setSent(null);
    setProblem(null);
    try {
      const res = await resend({ variables: { input: { userId: member.id } } });
      const payload = res.data?.resendMemberConfirmation;
      if (payload?.member) setSent(MEMBER_MESSAGES.resent(payload.member.email));
      else setProblem(payload?.userErrors[0]?.message ?? 'The confirmation e-mail could not be sent. Please try again.');
    } catch (e) {
      setProblem(errorMessage(e, 'The confirmation e-mail could not be sent. Please try again.'));
    }
  }

  return (
    <div className="member-confirmation">
      <p>This member has not confirmed their e-mail address, so they cannot sign in yet.</p>
      <button type="button" className="btn btn-secondary" onClick={() => void send()} disabled={loading}>
        {loading ? 'Sending...' : 'Resend confirmation e-mail'}
      </button>
      <div aria-live="polite" className="member-confirmation-result">
        <Alert kind="success">{sent}</Alert>
        <Alert>{problem}</Alert>
      </div>
    </div>
  );
}
