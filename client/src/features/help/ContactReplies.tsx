import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import { ContactReplies_ReplyFragmentDoc } from '../../gql/graphql';
import { dateTime } from '../../ui/dates';

/** Support's answers to one contact message, oldest first; nothing while there are none. */
export function ContactReplies({ replies }: { replies: ReadonlyArray<FragmentType<typeof ContactReplies_ReplyFragmentDoc>> }) {
  const shown = replies.map((r) => getFragmentData(ContactReplies_ReplyFragmentDoc, r));
  if (shown.length === 0) return null;
  return (
    <ol className="contact-replies" aria-label="Answers from support">
      {shown.map((r) => (
        <li key={r.id} className="contact-reply">
          <p className="messages-meta">
            <strong>Support</strong>
            <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
          </p>
          <p className="messages-body">{r.body}</p>
        </li>
      ))}
    </ol>
  );
}
