import type { ReactNode } from 'react';

/** A summary: lines starting with a dash become bullets, other lines paragraphs; `renderLine` may mark up each line's text. */
export function Summary({
  text,
  className,
  lang,
  renderLine = (line) => line,
}: {
  text: string;
  className?: string;
  /** The language of the text when it is not the page's (BCP 47). */
  lang?: string;
  renderLine?: (line: string) => ReactNode;
}) {
  const blocks: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length === 0) return;
    blocks.push(
      <ul key={`ul-${blocks.length}`}>
        {bullets.map((b, i) => (
          <li key={i}>{renderLine(b)}</li>
        ))}
      </ul>,
    );
    bullets = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('-')) {
      bullets.push(line.replace(/^-+\s*/, ''));
      continue;
    }
    flush();
    if (line) blocks.push(<p key={`p-${blocks.length}`}>{renderLine(line)}</p>);
  }
  flush();
  if (blocks.length === 0) return null;
  return (
    <div className={className ?? 'summary'} lang={lang}>
      {blocks}
    </div>
  );
}
