import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ArticlesService } from '../articles/articles.service';
import type { Lane } from '../../rest/front-door';
import { body, clientIp, intParam, jsonLane, remoteAddress, route, sendCredentialDownload, sendJson, type JsonAnswer } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseInput } from '../../validation';
import { actingMember, scopedClient } from '../partners/partner-access';
import { renderBulkVerificationCsv } from './bulk-verification.csv';
import { checkCertificateId, checkCertificateIds, checkCredential, revokeSchema } from './certificates.inputs';
import { presentCertificate, presentVerification } from './certificates.presenter';
import type { CertificatesService } from './certificates.service';

/** True when the request asks for JSON(-LD) before HTML (a verifier or a JSON-LD document loader, not a browser). */
const wantsJsonLd = (req: Request) => {
  const preferred = req.accepts(['text/html', 'application/ld+json', 'application/json']);
  return preferred === 'application/ld+json' || preferred === 'application/json';
};

/** Public linked data: readable by verifiers anywhere, browsers included. */
const PUBLIC_DATA = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/** Our file names are plain ASCII (certificate-<id>.html), so the quoted form is safe and parses everywhere. */
const attachment = (filename: string) => `attachment; filename="${filename}"`;

/** GET /api/verify-certificate?certificate_id=…: the public check, answered by the front door's lane (and by Express for HEAD). */
async function verifyCertificate(certificates: CertificatesService, certificateId: unknown, ip: string): Promise<JsonAnswer> {
  const v = await certificates.verify(checkCertificateId(certificateId), ip);
  return { status: v.error === MESSAGES.certificateNotFound ? 404 : 200, body: presentVerification(v) };
}

/** The public check without Express: an accreditation body's checks are the hottest public read. */
export const verifyCertificateLane = (deps: { certificates: CertificatesService }): Lane =>
  jsonLane('/api/verify-certificate', (req, query) => verifyCertificate(deps.certificates, query.certificate_id, remoteAddress(req)));

export function certificatesRoutes(deps: { certificates: CertificatesService }): Router {
  const r = Router();

  r.get(
    '/certificate/:articleId',
    route(async (req, res) => {
      const { html, filename } = await deps.certificates.document(req.user ?? null, intParam(req.params.articleId, 'Article id'));
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': attachment(filename) })
        .type('html')
        .send(html);
    }),
  );

  r.get(
    '/certificate/:articleId/pdf',
    route(async (req, res) => {
      const { pdf, filename } = await deps.certificates.pdf(req.user ?? null, intParam(req.params.articleId, 'Article id'));
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': attachment(filename) })
        .type('application/pdf')
        .send(pdf);
    }),
  );

  // ?format=jwt: the signed JWT (.jwt); otherwise the decoded credential (.json).
  r.get(
    '/certificate/:articleId/credential',
    route(async (req, res) => {
      sendCredentialDownload(req, res, await deps.certificates.credential(req.user ?? null, intParam(req.params.articleId, 'Article id')));
    }),
  );

  // Public key material and status lists: read by verifiers anywhere, browsers included.
  // A key's URL is both a JWT `kid` (the JWK, by default) and a Data Integrity verification method (the
  // Multikey document, to Accept: application/ld+json).
  r.get(
    '/credentials/keys/:keyId',
    route(async (req, res) => {
      res.set(PUBLIC_DATA).vary('Accept');
      if (req.accepts(['application/jwk+json', 'application/ld+json']) === 'application/ld+json') {
        const method = await deps.certificates.verificationMethod(String(req.params.keyId));
        if (!method) {
          res.status(404).json({ error: 'Key not found' });
          return;
        }
        res.set('Cache-Control', 'public, max-age=86400').type('application/ld+json').send(JSON.stringify(method));
        return;
      }
      const jwk = await deps.certificates.publicKey(String(req.params.keyId));
      if (!jwk) {
        res.status(404).json({ error: 'Key not found' });
        return;
      }
      res.set('Cache-Control', 'public, max-age=86400').type('application/jwk+json').send(JSON.stringify(jwk));
    }),
  );

  // The JSON-LD context of Leerpunt's own credential terms (a copy ships in contexts/).
  r.get(
    '/credentials/contexts/leerpunt-v1.jsonld',
    route(async (_req, res) => {
      res.set({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': 'public, max-age=86400' });
      res.type('application/ld+json').send(JSON.stringify(deps.certificates.leerpuntContext(), null, 2));
    }),
  );

  // The signed JWT by default; JSON with a Data Integrity proof to a JSON-LD verifier (Accept: application/vc+ld+json,
  // application/ld+json or application/json).
  r.get(
    '/credentials/status/:list',
    route(async (req, res) => {
      const type = req.accepts(['application/vc+jwt', 'application/vc+ld+json', 'application/ld+json', 'application/json']) || 'application/vc+jwt';
      const list = await deps.certificates.statusList(String(req.params.list), type === 'application/vc+jwt' ? 'jwt' : 'data-integrity');
      res.set(PUBLIC_DATA).vary('Accept');
      if (!list) {
        res.status(404).json({ error: 'Status list not found' });
        return;
      }
      // Short: a revocation must reach verifiers within seconds.
      res.set('Cache-Control', 'public, max-age=10').type(type).send(list);
    }),
  );

  r.get(
    '/users/:id/certificates',
    route(async (req, res) => {
      const rows = await deps.certificates.listFor(actingMember(req.user, req.partner, 'certificates:read'), intParam(req.params.id, 'User id'));
      res.json(rows.map(presentCertificate));
    }),
  );

  r.get(
    '/verify-certificate',
    route(async (req, res) => {
      sendJson(res, await verifyCertificate(deps.certificates, req.query.certificate_id, clientIp(req)));
    }),
  );

  // Bulk check for audits (per IP, or per partner client with verify:bulk at its higher limit); ?format=csv (or Accept: text/csv) answers a CSV download of the same rows.
  r.post(
    '/verify-certificates',
    route(async (req, res) => {
      const rows = await deps.certificates.verifyMany(checkCertificateIds(body(req).ids), clientIp(req), scopedClient(req.user, req.partner, 'verify:bulk'));
      if (req.query.format === 'csv' || req.accepts(['json', 'text/csv']) === 'text/csv') {
        res
          .set({ 'Cache-Control': 'no-store', 'Content-Disposition': attachment('certificate-verification.csv') })
          .type('text/csv; charset=utf-8')
          .send(renderBulkVerificationCsv(rows));
        return;
      }
      res.set('Cache-Control', 'no-store').json({ results: rows.map(presentVerification) });
    }),
  );

  r.post(
    '/verify-credential',
    route(async (req, res) => {
      const v = await deps.certificates.verifyCredential(checkCredential(body(req).credential), clientIp(req));
      res.json(presentVerification(v));
    }),
  );

  r.get(
    '/certificates/public-key',
    route(async (_req, res) => {
      res.set('Cache-Control', 'public, max-age=300').json(await deps.certificates.jwks());
    }),
  );

  r.post(
    '/admin/certificates/:certificateId/revoke',
    route(async (req, res) => {
      const reason = body(req).reason;
      const c = await deps.certificates.revoke(req.user ?? null, () => parseInput(revokeSchema, { certificateId: req.params.certificateId, reason }));
      res.json({ ...presentCertificate(c), revocation_reason: c.revocationReason, revoked_at: c.revokedAt });
    }),
  );

  return r;
}

/** The platform's public key set at the conventional address, for verifiers of signed credentials. */
export function wellKnownRoutes(deps: { certificates: Pick<CertificatesService, 'jwks'> }): Router {
  const r = Router();
  r.get(
    '/.well-known/jwks.json',
    route(async (_req, res) => {
      res
        .set('Cache-Control', 'public, max-age=300')
        .set({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' })
        .json(await deps.certificates.jwks());
    }),
  );
  return r;
}

/**
 * The credential ids that are also addresses: the issuer id (the deployment's URL) answers its Open Badges 3.0
 * Profile and an achievement id (an article's page) its Achievement, as JSON-LD to a request that asks for
 * JSON before HTML. Browsers fall through to the app's pages.
 */
export function linkedDataRoutes(deps: { certificates: CertificatesService; articles: Pick<ArticlesService, 'byIds'> }): Router {
  const r = Router();
  /** Answers `answer` to a JSON-LD request; anything else goes on to the app's pages. */
  const negotiated =
    (answer: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next) => {
      res.vary('Accept');
      if (!wantsJsonLd(req)) return next();
      route(answer)(req, res, next);
    };
  r.get(
    '/',
    negotiated(async (_req, res) => {
      res.set(PUBLIC_DATA).set('Cache-Control', 'public, max-age=300');
      res.type('application/ld+json').send(JSON.stringify(await deps.certificates.issuerProfile(), null, 2));
    }),
  );
  r.get(
    '/article/:articleId',
    negotiated(async (req, res) => {
      const id = intParam(req.params.articleId, 'Article id');
      const [article] = await deps.articles.byIds([id]);
      res.set(PUBLIC_DATA);
      if (!article || !article.isPublished) {
        res.status(404).json({ error: MESSAGES.articleNotFound });
        return;
      }
      const achievement = deps.certificates.achievement({
        articleId: article.id,
        articleTitle: article.title,
        fieldOfStudy: article.category,
        pePoints: Number(article.pePointsValue),
        studyMinutes: article.studyMinutes ?? article.estimatedReadTime ?? null,
      });
      res
        .set('Cache-Control', 'public, max-age=300')
        .type('application/ld+json')
        .send(JSON.stringify(achievement, null, 2));
    }),
  );
  return r;
}
