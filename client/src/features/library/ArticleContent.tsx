import { useMemo } from 'react';
import { DISPLAY } from '../../app/display';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ArticleContent_ArticleFragmentDoc, type ArticleContent_ArticleFragment } from '../../gql/graphql';
import { linkHost } from './format';
import { sanitiseArticleHtml } from './safe-html';
import { Icon } from '../../ui/icons';

type ContentRef = FragmentType<typeof ArticleContent_ArticleFragmentDoc>;

export type ContentKind = 'pdf' | 'video' | 'link' | 'text';

/** Exactly one kind per item: its PDF, else its external link (a player for video links), else its text. */
function kindOf(a: ArticleContent_ArticleFragment): ContentKind {
  if (a.hasPdf && a.pdfFilename) return 'pdf';
  if (a.hasExternalLink && a.externalUrl) return a.isYoutube && a.videoEmbedUrl ? 'video' : 'link';
  return 'text';
}

/** The kind of body the reader shows for an item. */
export const contentKind = (ref: ContentRef): ContentKind => kindOf(getFragmentData(ArticleContent_ArticleFragmentDoc, ref));

/** The body of the reader: sanitised text, a PDF viewer, an external link card or an embedded video. */
export function ArticleContent({ article: ref, lang }: { article: ContentRef; lang?: string }) {
  const article = getFragmentData(ArticleContent_ArticleFragmentDoc, ref);
  const kind = kindOf(article);
  const html = useMemo(() => (kind === 'text' ? sanitiseArticleHtml(article.contentHtml) : ''), [kind, article.contentHtml]);

  if (kind === 'pdf') {
    const url = `/api/pdf/${encodeURIComponent(article.pdfFilename ?? '')}`;
    return (
      <section className="article-content" aria-label="PDF document">
        <div className="pdf-toolbar">
          <a className="btn btn-secondary" href={`${url}?download=1`} download={article.pdfFilename ?? undefined}>
            <Icon name="download" /> Download PDF
          </a>
        </div>
        <object
          className="pdf-viewer"
          data={url}
          type="application/pdf"
          width="100%"
          height={DISPLAY.pdfViewerHeightPx}
          style={{ height: DISPLAY.pdfViewerHeightPx }}
          aria-label={`PDF: ${article.title}`}
        >
          <p className="pdf-fallback">
            Your browser cannot show the PDF here.{' '}
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open the PDF
            </a>
          </p>
        </object>
      </section>
    );
  }

  if (kind === 'video') {
    return (
      <section className="article-content" aria-label="Video">
        <div className="video-frame">
          <iframe
            src={article.videoEmbedUrl ?? undefined}
            title={`Video: ${article.title}`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
            loading="lazy"
          />
        </div>
        {/* A blocked or failed embed cannot be detected from this page (the player is another origin): the way out is always there. */}
        <p className="video-fallback muted">
          Video not playing?{' '}
          <a href={article.externalUrl ?? undefined} target="_blank" rel="noopener noreferrer">
            Watch on YouTube
          </a>{' '}
          (opens in a new tab)
        </p>
      </section>
    );
  }

  if (kind === 'link') {
    const host = linkHost(article.externalUrl ?? '');
    return (
      <section className="article-content" aria-label="External article">
        <a className="external-card card" href={article.externalUrl ?? undefined} target="_blank" rel="noopener noreferrer">
          <Icon name="external" className="external-icon" />
          <span className="external-text">
            <strong>Read the full article on {host}</strong>
            <span className="muted">Opens in a new tab</span>
          </span>
        </a>
      </section>
    );
  }

  return (
    <section className="article-content" aria-label="Article text">
      {html ? <div className="article-body" lang={lang} dangerouslySetInnerHTML={{ __html: html }} /> : <p className="muted">This item has no text content.</p>}
    </section>
  );
}
