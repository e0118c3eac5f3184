import { Router, type Request } from 'express';
import { LIMITS } from '@leerpunt/shared/limits';
import { AppError } from '../../errors';
import { intParam, route, sendCredentialDownload } from '../../rest/http';
import type { AuthService } from '../auth/auth.service';
import { presentCertificate } from '../certificates/certificates.presenter';
import type { CertificatesService } from '../certificates/certificates.service';
import { presentActivity } from '../assessment/completions/completions.presenter';
import type { CompletionsService } from '../assessment/completions/completions.service';
import { parseCpdRecordQuery } from '../cpd-record/cpd-record.inputs';
import type { CpdRecordService } from '../cpd-record/cpd-record.service';
import { presentOutsideActivityRest } from '../outside-activities/outside-activities.presenter';
import type { OutsideActivitiesService } from '../outside-activities/outside-activities.service';
import type { UserEntity } from '../users/user.entity';

/**
 * /api/record/...: a member's own CPD record (certificates with their PDF and credential, CPD export, activity
 * history, outside activities), read with the
 * short-lived token that comes with the 402 answer at sign-in. No route takes a user id: the token names
 * the member, so nobody else's record is reachable, and the token opens nothing but these GET routes.
 */
export function recordRoutes(services: {
  auth: AuthService;
  certificates: CertificatesService;
  cpdRecord: CpdRecordService;
  completions: CompletionsService;
  outsideActivities: OutsideActivitiesService;
}): Router {
  const r = Router();

  async function holder(req: Request): Promise<UserEntity> {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const user = token ? await services.auth.userFromRecordToken(token) : null;
    if (!user) throw new AppError('UNAUTHENTICATED', 'Your access to this record has expired. Please sign in again.');
    return user;
  }

  r.get(
    '/record/certificates',
    route(async (req, res) => {
      const user = await holder(req);
      const rows = await services.certificates.listFor(user, user.id);
      res.set('Cache-Control', 'private, no-store').json(rows.map(presentCertificate));
    }),
  );

  r.get(
    '/record/certificate/:articleId',
    route(async (req, res) => {
      const user = await holder(req);
      const { html, filename } = await services.certificates.document(user, intParam(req.params.articleId, 'Article id'), true);
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `attachment; filename="${filename}"` })
        .type('html')
        .send(html);
    }),
  );

  r.get(
    '/record/certificate/:articleId/pdf',
    route(async (req, res) => {
      const user = await holder(req);
      const { pdf, filename } = await services.certificates.pdf(user, intParam(req.params.articleId, 'Article id'), true);
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `attachment; filename="${filename}"` })
        .type('application/pdf')
        .send(pdf);
    }),
  );

  // ?format=jwt: the signed JWT; otherwise the credential as JSON with its Data Integrity proof.
  r.get(
    '/record/certificate/:articleId/credential',
    route(async (req, res) => {
      const user = await holder(req);
      sendCredentialDownload(req, res, await services.certificates.credential(user, intParam(req.params.articleId, 'Article id'), true));
    }),
  );

  r.get(
    '/record/outside-activities',
    route(async (req, res) => {
      const user = await holder(req);
      const page = await services.outsideActivities.list(user, { first: LIMITS.outsidePageSizeMax });
      res.set('Cache-Control', 'private, no-store').json(page.nodes.map(({ node }) => presentOutsideActivityRest(node)));
    }),
  );

  r.get(
    '/record/cpd-record',
    route(async (req, res) => {
      const user = await holder(req);
      const doc = await services.cpdRecord.export(user, user.id, () => parseCpdRecordQuery(req.query));
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `${doc.disposition}; filename="${doc.filename}"` })
        .type(doc.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : 'html')
        .send(doc.body);
    }),
  );

  r.get(
    '/record/activity-history',
    route(async (req, res) => {
      const user = await holder(req);
      const items = await services.completions.activityHistory(user, user.id);
      res.set('Cache-Control', 'private, no-store').json(items.map(presentActivity));
    }),
  );

  return r;
}
