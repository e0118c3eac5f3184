/**
 * What article HTML may contain, shared by the server's sanitiser and the reader's second pass.
 * Pure data: no Node imports.
 */

/** Text elements only: no script, style, frame, image, form or SVG element survives. */
export const ARTICLE_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'em',
  's',
  'del',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  'sub',
] as const;

/** Attributes kept per element; every other attribute (event handlers, style) is dropped. */
export const ARTICLE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

/** Link schemes allowed in article text. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** External links open in a new tab and cannot reach back into the app's window. */
export const ARTICLE_LINK_REL = 'noopener noreferrer nofollow';
