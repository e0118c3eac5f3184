import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS, ARTICLE_LINK_REL, ARTICLE_LINK_SCHEMES } from '@leerpunt/shared/article-html-policy';

/** Raw HTML in the Markdown is shown as text (html: false); the output is sanitised again as a second wall. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: ARTICLE_LINK_REL, target: '_blank' } }),
  },
};

/** Article Markdown → HTML that is safe to insert into the page: no scripts, event handlers, styles or unsafe links. */
export function renderArticleHtml(source: string): string {
  if (!source.trim()) return '';
  return sanitizeHtml(markdown.render(source), SANITIZE);
}
