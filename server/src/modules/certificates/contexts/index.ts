import { clrV2Context, CLR_V2_CONTEXT_URL } from './clr-v2p0-2.0.1';
import { vcV2Context, VC_V2_CONTEXT_URL } from './credentials-v2';
import { obV3Context, OB_V3_CONTEXT_URL } from './ob-v3p0-3.0.3';

export { CLR_V2_CONTEXT_URL, OB_V3_CONTEXT_URL, VC_V2_CONTEXT_URL };

/** Contexts of the issuer's controller document, served from their npm packages (did-context, @digitalbazaar/multikey-context). */
export const DID_V1_CONTEXT_URL = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_V1_CONTEXT_URL = 'https://w3id.org/security/multikey/v1';

/** Where a deployment serves its own JSON-LD context (stable: a new version gets a new path). */
export const leerpuntContextUrl = (publicUrl: string) => `${publicUrl}/api/credentials/contexts/leerpunt-v1.jsonld`;

/**
 * The terms Leerpunt credentials use beyond Open Badges 3.0 and VC 2.0, each an IRI under the context's own
 * URL. Kept generic so that related facts fit without a new version: `studyTime` (an ISO 8601 duration) may
 * stand on an Achievement (estimated) or on a subject (recorded), with `recordedStudyTime` and
 * `estimatedStudyTime` for when both appear; `accreditingBody` is a Profile node. Not @protected, so later
 * versions and other contexts may add terms.
 */
export function leerpuntContext(publicUrl: string) {
  const vocab = `${leerpuntContextUrl(publicUrl)}#`;
  const duration = (term: string) => ({ '@id': `${vocab}${term}`, '@type': 'http://www.w3.org/2001/XMLSchema#duration' });
  return {
    '@context': {
      '@version': 1.1,
      studyTime: duration('studyTime'),
      recordedStudyTime: duration('recordedStudyTime'),
      estimatedStudyTime: duration('estimatedStudyTime'),
      accreditingBody: { '@id': `${vocab}accreditingBody` },
      accreditationReference: { '@id': `${vocab}accreditationReference` },
      pointsBasis: { '@id': `${vocab}pointsBasis` },
    },
  };
}

/** Every context a Leerpunt credential names, by URL: what a document loader serves without any network. */
export function shippedContexts(publicUrl: string): Record<string, unknown> {
  return {
    [VC_V2_CONTEXT_URL]: vcV2Context,
    [OB_V3_CONTEXT_URL]: obV3Context,
    [CLR_V2_CONTEXT_URL]: clrV2Context,
    [leerpuntContextUrl(publicUrl)]: leerpuntContext(publicUrl),
  };
}

/** A jsonld.js document loader that serves only the shipped contexts and refuses every other URL. */
export function shippedDocumentLoader(publicUrl: string) {
  const contexts = shippedContexts(publicUrl);
  return async (url: string) => {
    const document = contexts[url];
    if (!document) throw new Error(`Document not shipped with the app (no network is used): ${url}`);
    return { documentUrl: url, document: document as Record<string, unknown> };
  };
}
