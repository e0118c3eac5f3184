import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS, ARTICLE_LINK_REL, ARTICLE_LINK_SCHEMES } from '@leerpunt/shared/article-html-policy';

const ALLOWED_TAGS = new Set<string>(ARTICLE_HTML_TAGS);
const ALLOWED_SCHEMES = new Set<string>(ARTICLE_LINK_SCHEMES.map((s) => `${s}:`));
/** Elements removed with everything inside them; other unknown elements keep their text. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'textarea',
  'select',
  'button',
  'link',
  'meta',
  'base',
]);

function safeHref(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('#')) return true;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
  try {
    return ALLOWED_SCHEMES.has(new URL(v).protocol);
  } catch {
    return false;
  }
}

function clean(parent: Element): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      if (DROP_WITH_CONTENT.has(tag)) {
        el.remove();
      } else {
        clean(el);
        el.replaceWith(...Array.from(el.childNodes));
      }
      continue;
    }
    const keep = ARTICLE_HTML_ATTRIBUTES[tag] ?? [];
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!keep.includes(name) || (name === 'href' && !safeHref(attr.value))) el.removeAttribute(attr.name);
    }
    if (tag === 'a') {
      el.setAttribute('rel', ARTICLE_LINK_REL);
      el.setAttribute('target', '_blank');
    }
    clean(el);
  }
}

/**
 * The reader's second wall behind the server's sanitiser: parses the HTML in an inert document
 * (no scripts run, nothing loads) and keeps only the shared allow-list of text elements and attributes.
 */
export function sanitiseArticleHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
