import express, { Router, type RequestHandler } from 'express';
import { AppError } from '../../errors';
import { body, route } from '../../rest/http';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { requireUser } from '../users/access';
import { parseOutsideActivity } from './outside-activities.inputs';
import { presentOutsideActivityRest } from './outside-activities.presenter';
import type { OutsideActivitiesService } from './outside-activities.service';

const rawEvidence = express.raw({ type: () => true, limit: LIMITS.evidenceMaxBytes, inflate: false });

/**
 * Reads the file from the request body, refusing an oversized one by its Content-Length before any
 * byte is read; the parser's own errors become the evidence messages instead of generic ones.
 */
const readEvidence: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > LIMITS.evidenceMaxBytes) return next(new AppError('PAYLOAD_TOO_LARGE', MESSAGES.evidenceTooLarge));
  if (/^multipart\//i.test(req.headers['content-type'] ?? '')) return next(new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.evidenceMultipart));
  rawEvidence(req, res, (error?: unknown) => {
    const e = error as { type?: string } | undefined;
    if (e?.type === 'entity.too.large') return next(new AppError('PAYLOAD_TOO_LARGE', MESSAGES.evidenceTooLarge));
    if (e?.type === 'encoding.unsupported') return next(new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.evidenceTypeInvalid));
    next(error);
  });
};

const fileNameOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : null);

/** REST facade of outside activities: the same service as GraphQL, plus the evidence upload and download. */
export function outsideActivitiesRoutes({ outsideActivities: svc }: { outsideActivities: OutsideActivitiesService }): Router {
  const r = Router();

  /** GET /api/outside-activities?first=20&after=cursor: the caller's activities, newest first. */
  r.get(
    '/outside-activities',
    route(async (req, res) => {
      const first =
        typeof req.query.first === 'string' && /^\d{1,4}$/.test(req.query.first) ? Number(req.query.first) : req.query.first === undefined ? null : -1;
      const page = await svc.list(req.user, { first, after: typeof req.query.after === 'string' ? req.query.after : null });
      res.set('Cache-Control', 'private, no-store').json({
        activities: page.nodes.map(({ node }) => presentOutsideActivityRest(node)),
        total_count: page.totalCount,
        next_cursor: page.hasNextPage ? (page.nodes.at(-1)?.cursor ?? null) : null,
      });
    }),
  );

  r.post(
    '/outside-activities',
    route(async (req, res) => {
      const raw = body(req);
      res.status(201).json(presentOutsideActivityRest(await svc.create(req.user, () => parseOutsideActivity(raw))));
    }),
  );

  r.get(
    '/outside-activities/:id',
    route(async (req, res) => {
      res.set('Cache-Control', 'private, no-store').json(presentOutsideActivityRest(await svc.owned(req.user, String(req.params.id))));
    }),
  );

  r.put(
    '/outside-activities/:id',
    route(async (req, res) => {
      const raw = body(req);
      res.json(presentOutsideActivityRest(await svc.update(req.user, String(req.params.id), () => parseOutsideActivity(raw))));
    }),
  );

  r.delete(
    '/outside-activities/:id',
    route(async (req, res) => {
      res.json({ deleted_id: await svc.remove(req.user, String(req.params.id)) });
    }),
  );

  /**
   * PUT (or POST) /api/outside-activities/{id}/evidence: the file is the raw request body (Content-Type
   * application/pdf, image/png or image/jpeg; at most LIMITS.evidenceMaxBytes); ?filename= names it.
   * Signed-out callers are refused before the body is read.
   */
  const upload = [
    (req: express.Request, _res: express.Response, next: express.NextFunction) => {
      try {
        requireUser(req.user);
        next();
      } catch (error) {
        next(error);
      }
    },
    readEvidence,
    route(async (req, res) => {
      // A JSON body was already parsed by the facade's JSON parser: it is not a file of an accepted type.
      if (!Buffer.isBuffer(req.body) && req.is('json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.evidenceTypeInvalid);
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const activity = await svc.attachEvidence(req.user, String(req.params.id), {
        bytes,
        declaredType: req.headers['content-type'] ?? null,
        fileName: fileNameOf(req.query.filename),
      });
      res.json(presentOutsideActivityRest(activity));
    }),
  ];
  r.put('/outside-activities/:id/evidence', ...upload);
  r.post('/outside-activities/:id/evidence', ...upload);

  /** GET /api/outside-activities/{id}/evidence: the owner's file, always as a download. */
  r.get(
    '/outside-activities/:id/evidence',
    route(async (req, res) => {
      const file = await svc.evidence(req.user, String(req.params.id));
      res.attachment(file.name);
      res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" });
      res.sendFile(file.path, { headers: { 'Content-Type': file.type } }, (error) => {
        if (error && !res.headersSent) res.status(404).json({ error: MESSAGES.evidenceNotFound });
      });
    }),
  );

  r.delete(
    '/outside-activities/:id/evidence',
    route(async (req, res) => {
      res.json(presentOutsideActivityRest(await svc.removeEvidence(req.user, String(req.params.id))));
    }),
  );

  return r;
}
