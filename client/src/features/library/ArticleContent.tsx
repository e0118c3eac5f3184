import { useEffect, useMemo, useRef } from 'react';
import { DISPLAY } from '../../app/display';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ArticleContent_ArticleFragmentDoc, type ArticleContent_ArticleFragment } from '../../gql/graphql';
import { linkHost } from './format';
import { sanitiseArticleHtml } from './safe-html';
import { Icon } from '../../ui/icons';
import { listeningMessage, playerEmbed, readPlayerMessage, stateChangeSubscription } from './youtube-player';

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

/** How long the reader keeps asking an embed to report before it leaves study time to the page's visibility. */
const LISTEN_EVERY_MS = 1000;
const LISTEN_TRIES = 30;
/** The name this page gives itself in the player's messages. */
const LISTENER_ID = 'leerpunt-reader';

/**
 * The embedded video. A YouTube player is asked to report its state (the IFrame API's messages, read by
 * readPlayerMessage: only from the player's origin and the embed's own window); `onPlayer` hears whether it plays
 * each time that changes. A player that never answers (blocked, no API) is never heard from.
 */
function VideoFrame({ src: embedSrc, title, onPlayer }: { src: string; title: string; onPlayer?: (playing: boolean) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const embed = useMemo(() => playerEmbed(embedSrc, window.location.origin), [embedSrc]);
  const onPlayerRef = useRef(onPlayer);
  useEffect(() => {
    onPlayerRef.current = onPlayer;
  }, [onPlayer]);

  useEffect(() => {
    const iframe = frame.current;
    const origin = embed.playerOrigin;
    if (!iframe || !origin) return;
    let heard = false;
    let playing: boolean | null = null;
    let tries = 0;
    let retry: ReturnType<typeof setInterval> | null = null;
    const stopAsking = () => {
      if (retry !== null) clearInterval(retry);
      retry = null;
    };
    // Posted only to the player's origin: before the frame has loaded it, the message goes nowhere.
    const ask = () => {
      if (heard || ++tries > LISTEN_TRIES) return stopAsking();
      iframe.contentWindow?.postMessage(listeningMessage(LISTENER_ID), origin);
    };
    // The player may take a while after the frame's load to listen: ask again each second until it answers.
    const startAsking = () => {
      stopAsking();
      tries = 0;
      ask();
      retry = setInterval(ask, LISTEN_EVERY_MS);
    };
    const onMessage = (event: MessageEvent) => {
      const report = readPlayerMessage(event, { origin, source: iframe.contentWindow });
      if (!report) return;
      if (!heard) {
        heard = true;
        stopAsking();
        // Its periodic infoDelivery carries the state too; the subscription makes changes arrive as they happen.
        iframe.contentWindow?.postMessage(stateChangeSubscription(LISTENER_ID), origin);
      }
      const next = report.playing ?? playing ?? false;
      if (next === playing) return;
      playing = next;
      onPlayerRef.current?.(next);
    };
    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', startAsking);
    startAsking();
    return () => {
      stopAsking();
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', startAsking);
    };
  }, [embed]);

  return (
    <iframe
      ref={frame}
      src={embed.src}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      loading="lazy"
    />
  );
}

/**
 * The body of the reader: sanitised text, a PDF viewer, an external link card or an embedded video. `onPlayer`
 * hears a YouTube player's state (playing or not) once it reports.
 */
export function ArticleContent({ article: ref, lang, onPlayer }: { article: ContentRef; lang?: string; onPlayer?: (playing: boolean) => void }) {
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
          <VideoFrame src={article.videoEmbedUrl ?? ''} title={`Video: ${article.title}`} onPlayer={onPlayer} />
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
