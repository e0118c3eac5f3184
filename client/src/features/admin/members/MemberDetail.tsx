import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AdminMemberDetailDocument, type AdminMemberDetailQuery } from '../../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../../ui/components';
import { dateShort, dateTime } from '../../../ui/dates';
import { GrantAttemptsForm } from './GrantAttemptsForm';
import { attempts, fullName, planLabel, statusLabel } from './member-labels';
import { ResendConfirmation } from './ResendConfirmation';
import { evidenceUsageText } from '@leerpunt/shared/messages';

type Detail = NonNullable<AdminMemberDetailQuery['member']>;
type Item = Detail['items'][number];

/** One member: account facts, the confirmation e-mail, test attempts per item, extra attempts and their grants. */
export function MemberDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data, error, refetch } = useQuery(AdminMemberDetailDocument, { variables: { userId } });
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = data?.member;

  // Opening a member moves focus (and, on a phone, the view) to it.
  useEffect(() => {
    if (detail) heading.current?.focus();
  }, [detail?.member.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per member, not on every refetch

  return (
    <section className="card member-detail" aria-labelledby="member-detail-title" aria-busy={!detail && !error}>
      <div className="member-detail-head">
        <h3 id="member-detail-title" ref={heading} tabIndex={-1}>
          {detail ? fullName(detail.member) : 'Member'}
        </h3>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close<span className="sr-only"> member details</span>
        </button>
      </div>
      {!detail ? (
        error ? (
          <>
            <Alert>{errorMessage(error, 'This member could not be loaded.')}</Alert>
            <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </>
        ) : (
          <Spinner label="Loading member..." />
        )
      ) : (
        <>
          <dl className="member-facts">
            <div className="member-fact-wide">
              <dt>E-mail</dt>
              <dd className="member-email">{detail.member.email}</dd>
            </div>
            <div>
              <dt>E-mail confirmed</dt>
              <dd>{detail.member.emailConfirmed ? 'Yes' : 'Not yet'}</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{planLabel(detail.member.plan)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{statusLabel(detail.member.subscriptionStatus)}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{detail.member.memberSince ? dateShort(detail.member.memberSince) : 'No subscription'}</dd>
            </div>
            <div>
              <dt>Registered</dt>
              <dd>{dateShort(detail.member.registeredAt)}</dd>
            </div>
            <div>
              <dt>Evidence storage</dt>
              <dd>{evidenceUsageText(detail.outsideUsage.evidenceBytesUsed, detail.outsideUsage.evidenceBytesLimit)}</dd>
            </div>
            <div>
              <dt>Outside activities</dt>
              <dd>
                {detail.outsideUsage.activities} of {detail.outsideUsage.activitiesLimit}
              </dd>
            </div>
          </dl>
          {detail.member.emailConfirmed ? null : <ResendConfirmation member={detail.member} />}
          <ItemAttempts items={detail.items} />
          <GrantAttemptsForm userId={userId} items={detail.items.filter((i) => !i.passed)} />
          <Grants grants={detail.grants} />
        </>
      )}
    </section>
  );
}

function result(item: Item): { text: string; tone: string } {
  if (item.passed) return { text: 'Passed', tone: 'ok' };
  if (item.attemptInProgress) return { text: 'Test in progress', tone: '' };
  if (item.attemptsRemaining === 0) return { text: 'No attempts left', tone: 'off' };
  return { text: 'Not passed yet', tone: '' };
}

function ItemAttempts({ items }: { items: Item[] }) {
  return (
    <section className="member-block" aria-labelledby="member-items-title">
      <h4 id="member-items-title">Tests</h4>
      {items.length === 0 ? (
        <p className="muted">This member has not taken any test yet.</p>
      ) : (
        <table className="member-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Used</th>
              <th scope="col">Extra</th>
              <th scope="col">Left</th>
              <th scope="col">Result</th>
              <th scope="col">Last attempt</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const r = result(item);
              return (
                <tr key={item.articleId}>
                  <th scope="row" className="member-item-title">
                    {item.articleTitle}
                  </th>
                  <td data-label="Used">{item.attemptsUsed}</td>
                  <td data-label="Extra">{item.extraAttempts ? `+${item.extraAttempts}` : '0'}</td>
                  <td data-label="Left">{item.passed ? '—' : item.attemptsRemaining}</td>
                  <td data-label="Result">
                    <span className={`member-badge ${r.tone}`}>{r.text}</span>
                  </td>
                  <td data-label="Last attempt">
                    {item.lastAttemptAt ? (
                      <time dateTime={item.lastAttemptAt} title={dateTime(item.lastAttemptAt)}>
                        {dateShort(item.lastAttemptAt)}
                      </time>
                    ) : (
                      'Not started'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Grants({ grants }: { grants: Detail['grants'] }) {
  return (
    <section className="member-block" aria-labelledby="member-grants-title">
      <h4 id="member-grants-title">Extra attempts granted</h4>
      {grants.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <ul className="member-grants">
          {grants.map((g) => (
            <li key={g.id}>
              <p className="member-grant-what">
                <strong>+{attempts(g.extraAttempts)}</strong> for {g.articleTitle}
              </p>
              <p className="member-grant-meta muted">
                By {g.grantedByName ?? 'a former admin'} · {dateTime(g.createdAt)}
              </p>
              <p className="member-grant-reason">{g.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
