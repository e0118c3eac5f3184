import { SEARCH_MATCH_MARKS } from '@leerpunt/shared/catalog';

/** Pieces of a search highlight: the text between the server's start and end marks is a match. */
export function highlightParts(marked: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const chunk of marked.split(SEARCH_MATCH_MARKS.start)) {
    const end = chunk.indexOf(SEARCH_MATCH_MARKS.end);
    if (end === -1) parts.push({ text: chunk, match: false });
    else parts.push({ text: chunk.slice(0, end), match: true }, { text: chunk.slice(end + 1), match: false });
  }
  return parts.filter((p) => p.text);
}

/** Text with the matched words in <mark>; rendered as text nodes, so nothing in it can become markup. */
export function Highlighted({ text }: { text: string }) {
  return <>{highlightParts(text).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}
