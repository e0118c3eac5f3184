import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Renders an assistant answer (a small Markdown subset: paragraphs, quotes, lists, headings, bold,
 * code and links) as React elements; never as HTML. Links to /article/{id} and the Request Content
 * tab stay in the app, http(s) links open in a new tab, anything else is shown as text.
 */
export function AnswerText({ text }: { text: string }) {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="answer-text">
      {blocks.map((b, i) => (
        <Block key={i} text={b} />
      ))}
    </div>
  );
}

function Block({ text }: { text: string }) {
  const lines = text.split('\n');
  if (lines.every((l) => l.startsWith('>'))) {
    return <blockquote>{inline(lines.map((l) => l.replace(/^>\s?/, '')).join(' '))}</blockquote>;
  }
  if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
    return (
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{inline(l.replace(/^\s*[-*]\s+/, ''))}</li>
        ))}
      </ul>
    );
  }
  if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
    return (
      <ol>
        {lines.map((l, i) => (
          <li key={i}>{inline(l.replace(/^\s*\d+[.)]\s+/, ''))}</li>
        ))}
      </ol>
    );
  }
  if (NOTICE.test(text)) {
    return (
      <p className="answer-notice" role="note">
        {inline(text)}
      </p>
    );
  }
  if (lines.length === 1 && /^#{1,6}\s/.test(text)) return <p className="answer-heading">{inline(text.replace(/^#{1,6}\s+/, ''))}</p>;
  return (
    <p>
      {lines.map((l, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {/^>\s?/.test(l) ? <q>{inline(l.replace(/^>\s?/, ''))}</q> : inline(l)}
        </span>
      ))}
    </p>
  );
}

/** The server's professional-judgement notice, in each library language. */
const NOTICE = /^\*\*(Professional judgement|Professioneel oordeel|Fachliches Urteil|Juicio profesional):\*\*/;

/** In-app paths an answer may link to besides articles. */
const APP_LINKS = new Set(['/account?tab=request']);

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${at}-${m[0].length}`;
    if (m[1] !== undefined) out.push(link(m[1], m[2], key));
    else if (m[3] !== undefined) out.push(<strong key={key}>{m[3]}</strong>);
    else out.push(<code key={key}>{m[4]}</code>);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function link(label: string, href: string, key: string): ReactNode {
  if (/^\/article\/\d+$/.test(href) || APP_LINKS.has(href))
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  if (/^https?:\/\//i.test(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return label;
}
