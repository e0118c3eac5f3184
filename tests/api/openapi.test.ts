import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Router } from 'express';
import { parse } from 'yaml';
import { restLanes, restRouters } from '../../server/src/app';
import { linkedDataRoutes } from '../../server/src/modules/certificates/certificates.routes';
import { consentRoutes } from '../../server/src/modules/partners/partners.routes';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient, type JsonResponse } from '../support/client';
import { createArticle, createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

const FILE = path.resolve(__dirname, '../../docs/api/openapi.yaml');
const PUBLIC_URL = 'https://cpd.example.org';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Doc = { paths: Record<string, Record<string, any>>; servers: Array<{ url: string }>; [key: string]: unknown };
const doc = parse(readFileSync(FILE, 'utf8')) as Doc;

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
  api = apiClient(t.url);
});
afterAll(() => t.close());

/** `/users/:id/profile` → `/users/{id}/profile`, as OpenAPI writes a path. */
const openapiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** Every METHOD path the routers' stacks declare, as route-index.ts reads them. */
function declaredRoutes(routers: Router[]): string[] {
  return routers.flatMap((router) =>
    (router as unknown as { stack: Array<{ route?: { path: unknown; methods: Record<string, boolean> } }> }).stack.flatMap((layer) => {
      if (!layer.route) throw new Error('a REST router carries middleware: its paths cannot be listed');
      const paths = [layer.route.path].flat();
      return paths.flatMap((p) => {
        if (typeof p !== 'string') throw new Error(`a REST route is not a plain path: ${String(p)}`);
        return Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${openapiPath(p)}`);
      });
    }),
  );
}

/** Every METHOD path of the document; `root`: those with their own server (the authorisation server's /oauth, not under /api). */
const documented = (which: 'api' | 'root' | 'all' = 'all') =>
  Object.entries(doc.paths)
    .filter(([, item]) => which === 'all' || (which === 'root') === Array.isArray(item.servers))
    .flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`));

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every /api route the Express routers and the front door lanes serve, and nothing else', () => {
    const routers = restRouters(t.services);
    const served = new Set(declaredRoutes([...routers.unparsed, ...routers.parsed]));
    expect(served.size).toBeGreaterThan(60);
    const inDoc = new Set(documented('api'));
    expect([...served].filter((r) => !inDoc.has(r)).sort()).toEqual([]);
    expect([...inDoc].filter((r) => !served.has(r)).sort()).toEqual([]);
    // The linked-data routes at the app's own URL (credential ids answering JSON-LD) are documented with their own server.
    const root = new Set(documented('root'));
    expect(declaredRoutes([linkedDataRoutes(t.services)]).filter((r) => !root.has(r))).toEqual([]);

    // Each lane answers a route the document describes (a pattern lane: some documented path fits it).
    const lanes = restLanes(t.services, 1024);
    expect(lanes.length).toBeGreaterThan(0);
    for (const lane of lanes) {
      const fits = [...inDoc].filter((r) => {
        const [method, p] = r.split(' ');
        if (method !== lane.method) return false;
        const example = `/api${p.replace(/\{\w+\}/g, '7')}`;
        return typeof lane.path === 'string' ? lane.path === example : lane.path.test(example);
      });
      expect([String(lane.path), fits.length]).toEqual([String(lane.path), 1]);
    }
  });

  it('describes the consent routes and the authorisation server endpoints partners call, at the root', () => {
    const consent = declaredRoutes([consentRoutes(t.services)]);
    expect(consent.length).toBe(3);
    const linkedData = declaredRoutes([linkedDataRoutes(t.services)]);
    expect(documented('root').sort()).toEqual([...linkedData, ...consent, 'GET /oauth/auth', 'POST /oauth/token'].sort());
  });

  it('names an operation id, a tag and a response for every operation, and marks public ones', () => {
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const m of METHODS.filter((x) => item[x])) {
        const op = item[m];
        expect([p, m, typeof op.operationId, op.tags?.length > 0, Object.keys(op.responses).length > 0]).toEqual([p, m, 'string', true, true]);
        ids.add(op.operationId);
      }
    }
    expect(ids.size).toBe(documented('all').length);
    for (const open of ['POST /login', 'POST /register', 'GET /articles', 'GET /verify-certificate', 'GET /openapi.json', 'GET /reference']) {
      const [m, p] = open.split(' ');
      expect([open, doc.paths[p][m.toLowerCase()].security]).toEqual([open, []]);
    }
    expect(doc.paths['/profile'].get.security).toBeUndefined(); // the document's default: a bearer token
  });
});

describe('GET /api/openapi.json and /api/openapi.yaml', () => {
  it('serve the shipped document with the deployment URL as its server, without a token', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.servers).toEqual([{ url: `${PUBLIC_URL}/api`, description: 'This deployment.' }]);
    expect({ ...res.body, servers: doc.servers }).toEqual(JSON.parse(JSON.stringify(doc)));

    const yaml = await fetch(`${t.url}/api/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(parse(await yaml.text())).toEqual(res.body);
  });
});

describe('GET /api/reference', () => {
  it('renders every operation and schema as one page without scripts or outside resources, without a token', async () => {
    const res = await fetch(`${t.url}/api/reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const ids = Object.values(doc.paths).flatMap((item) => METHODS.filter((m) => item[m]).map((m) => item[m].operationId as string));
    expect(ids.filter((id) => !html.includes(`id="${id}"`))).toEqual([]);
    const schemas = Object.keys((doc.components as { schemas: object }).schemas);
    expect(schemas.filter((name) => !html.includes(`id="schema-${name}"`))).toEqual([]);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html.match(/(?:src|href)="[^"#]*"/g)?.filter((a) => !/^href="openapi\.(json|yaml)"$/.test(a)) ?? []).toEqual([]);
    expect(html).toContain(`${PUBLIC_URL}/api`);
  });
});

describe('real answers conform to the document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(JSON.parse(JSON.stringify(doc)), 'openapi');
  const checked = new Set<string>();

  /** The pointer of the JSON schema the document gives `status` of `method path`, following a response $ref. */
  function schemaPointer(method: string, docPath: string, status: number): string {
    const op = doc.paths[docPath]?.[method.toLowerCase()];
    if (!op) throw new Error(`${method} ${docPath} is not in the document`);
    let response = op.responses[String(status)];
    let pointer = `#/paths/${docPath.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}`;
    if (!response) throw new Error(`${method} ${docPath} documents no ${status}`);
    if (response.$ref) {
      pointer = response.$ref;
      const name = (response.$ref as string).split('/').pop()!;
      response = (doc.components as any).responses[name];
    }
    if (!response.content?.['application/json']) throw new Error(`${method} ${docPath} ${status} documents no JSON body`);
    return `${pointer}/content/application~1json/schema`;
  }

  /** Asserts the answer's status and that its JSON body validates against the document's schema for it. */
  function conforms(res: JsonResponse, method: string, docPath: string, status: number) {
    if (res.status !== status) throw new Error(`${method} ${docPath}: expected ${status}, got ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const validate = ajv.getSchema(`openapi${schemaPointer(method, docPath, status)}`);
    if (!validate) throw new Error(`no schema for ${method} ${docPath} ${status}`);
    if (!validate(res.body)) throw new Error(`${method} ${docPath} ${status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 2000)}`);
    checked.add(`${method} ${docPath}`);
  }

  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    member = await createUser(t.services);
    admin = await createUser(t.services, { isAdmin: true });
  });

  afterAll(() => {
    // A representative share of the contract: public, member and admin routes.
    expect(checked.size).toBeGreaterThanOrEqual(30);
  });

  it('public routes: library, news, plans, countries, keys and verification', async () => {
    await createArticle(t.services, { title: 'Deferred Tax in Practice', publicationDate: '2025-03-01' });
    conforms(await api.get('/api/articles?per_page=5'), 'GET', '/articles', 200);
    conforms(await api.get('/api/articles?page=0'), 'GET', '/articles', 400);
    conforms(await api.get('/api/news?limit=3'), 'GET', '/news', 200);
    conforms(await api.get('/api/news?limit=0'), 'GET', '/news', 400);
    conforms(await api.get('/api/plans'), 'GET', '/plans', 200);
    conforms(await api.get('/api/countries'), 'GET', '/countries', 200);
    conforms(await api.get('/api/address-suggestions?q=Amster&country=NL'), 'GET', '/address-suggestions', 200);
    conforms(await api.get('/api/certificates/public-key'), 'GET', '/certificates/public-key', 200);
    conforms(await api.get('/api/verify-certificate?certificate_id=01ARZ3NDEKTSV4RRFFQ69G5FAV'), 'GET', '/verify-certificate', 404);
    conforms(await api.get('/api/verify-certificate?certificate_id=nope'), 'GET', '/verify-certificate', 400);
    conforms(await api.post('/api/verify-certificates', { ids: ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'bad'] }), 'POST', '/verify-certificates', 200);
    conforms(await api.post('/api/verify-certificates', { ids: [] }), 'POST', '/verify-certificates', 400);
    conforms(await api.post('/api/verify-credential', { credential: 'not a jws' }), 'POST', '/verify-credential', 400);
    conforms(await api.get('/api/credentials/keys/AAAAAAAAAAAAAAAAAAAAAAAA'), 'GET', '/credentials/keys/{keyId}', 404);
    conforms(await api.get('/api/credentials/status/999'), 'GET', '/credentials/status/{list}', 404);
    conforms(await api.get('/api/pdf/missing.pdf', member.token), 'GET', '/pdf/{filename}', 404);
    conforms(
      await api.post('/api/validate-discount-code', { code: 'NO-SUCH-CODE', plan_id: 'professional', amount: 49900 }),
      'POST',
      '/validate-discount-code',
      400,
    );
    conforms(await api.get('/api/openapi.json'), 'GET', '/openapi.json', 200);
  });

  it('sign-in, registration and reset', async () => {
    conforms(await api.post('/api/login', { email: member.user.email, password: member.password }), 'POST', '/login', 200);
    conforms(await api.post('/api/login', { email: member.user.email, password: 'wrong-password-1' }), 'POST', '/login', 401);
    conforms(await api.post('/api/login', {}), 'POST', '/login', 400);
    const lapsed = await createUser(t.services, { plan: null });
    conforms(await api.post('/api/login', { email: lapsed.user.email, password: lapsed.password }), 'POST', '/login', 402);
    const unconfirmed = await createUser(t.services, { confirmed: false });
    conforms(await api.post('/api/login', { email: unconfirmed.user.email, password: unconfirmed.password }), 'POST', '/login', 403);
    conforms(await api.get('/api/profile', member.token), 'GET', '/profile', 200);
    conforms(await api.get('/api/profile'), 'GET', '/profile', 401);
    conforms(await api.post('/api/register', { email: 'not-an-address' }), 'POST', '/register', 400);
    conforms(await api.post('/api/resend-confirmation', { email: 'someone@example.test' }), 'POST', '/resend-confirmation', 200);
    conforms(await api.post('/api/request-password-reset', { email: 'someone@example.test' }), 'POST', '/request-password-reset', 200);
    conforms(await api.get('/api/verify-reset-token/unknown-token'), 'GET', '/verify-reset-token/{token}', 400);
    conforms(await api.post('/api/reset-password/unknown-token', { password: 'Another-Horse-7' }), 'POST', '/reset-password/{token}', 400);
    conforms(await api.get('/api/confirm-email/unknown-token'), 'GET', '/confirm-email/{token}', 400);
    const leaving = await createUser(t.services);
    conforms(await api.post('/api/logout', {}, leaving.token), 'POST', '/logout', 200);
  });

  it("a member's test, certificate, record and feedback", async () => {
    const id = member.user.id;
    const article = await createSampleArticle(t.services);
    conforms(
      await api.post(`/api/users/${id}/articles/${article.id}/start-test`, {}, member.token),
      'POST',
      '/users/{id}/articles/{articleId}/start-test',
      200,
    );
    const key = await answerKey(t.db, id, article.id);
    conforms(
      await api.post(`/api/users/${id}/articles/${article.id}/submit-test`, { answers: wrongAnswers(key) }, member.token),
      'POST',
      '/users/{id}/articles/{articleId}/submit-test',
      200,
    );
    await api.post(`/api/users/${id}/articles/${article.id}/start-test`, {}, member.token);
    const passed = await api.post(`/api/users/${id}/articles/${article.id}/submit-test`, { answers: await answerKey(t.db, id, article.id) }, member.token);
    conforms(passed, 'POST', '/users/{id}/articles/{articleId}/submit-test', 200);
    expect(passed.body.passed).toBe(true);
    conforms(
      await api.post(`/api/users/${id}/articles/${article.id}/start-test`, {}, member.token),
      'POST',
      '/users/{id}/articles/{articleId}/start-test',
      409,
    );
    conforms(
      await api.post(`/api/users/${id}/articles/${article.id}/submit-test`, { answers: key }),
      'POST',
      '/users/{id}/articles/{articleId}/submit-test',
      401,
    );
    conforms(
      await api.post(`/api/users/${admin.user.id}/articles/${article.id}/start-test`, {}, member.token),
      'POST',
      '/users/{id}/articles/{articleId}/start-test',
      403,
    );

    conforms(await api.get(`/api/users/${id}/article-completions`, member.token), 'GET', '/users/{id}/article-completions', 200);
    conforms(
      await api.get(`/api/users/${id}/completion-statuses?article_ids=${article.id}&article_ids=999`, member.token),
      'GET',
      '/users/{id}/completion-statuses',
      200,
    );
    conforms(await api.get(`/api/users/${id}/completion-statuses?article_ids=x`, member.token), 'GET', '/users/{id}/completion-statuses', 400);
    conforms(await api.get(`/api/users/${id}/completion-status/${article.id}`, member.token), 'GET', '/users/{id}/completion-status/{articleId}', 200);
    conforms(await api.get(`/api/users/${id}/activity-history`, member.token), 'GET', '/users/{id}/activity-history', 200);
    conforms(await api.get(`/api/users/${admin.user.id}/activity-history`, member.token), 'GET', '/users/{id}/activity-history', 403);
    conforms(await api.get('/api/monthly-allowance', member.token), 'GET', '/monthly-allowance', 200);

    const certificates = await api.get(`/api/users/${id}/certificates`, member.token);
    conforms(certificates, 'GET', '/users/{id}/certificates', 200);
    expect(certificates.body).toHaveLength(1);
    const certificateId = certificates.body[0].certificate_id as string;
    conforms(await api.get(`/api/verify-certificate?certificate_id=${certificateId}`), 'GET', '/verify-certificate', 200);
    conforms(await api.get(`/api/certificate/999999/credential`, member.token), 'GET', '/certificate/{articleId}/credential', 404);
    const credential = await fetch(`${t.url}/api/certificate/${article.id}/credential?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } });
    conforms(await api.post('/api/verify-credential', { credential: await credential.text() }), 'POST', '/verify-credential', 200);

    conforms(await api.get(`/api/users/${id}/feedback?article_id=${article.id}`, member.token), 'GET', '/users/{userId}/feedback', 200);
    conforms(
      await api.post(`/api/articles/${article.id}/feedback`, { rating: 4, comment: 'Clear worked examples.' }, member.token),
      'POST',
      '/articles/{articleId}/feedback',
      201,
    );
    conforms(await api.post(`/api/articles/${article.id}/feedback`, { rating: 5 }, member.token), 'POST', '/articles/{articleId}/feedback', 200);
    conforms(await api.post(`/api/articles/${article.id}/feedback`, { rating: 9 }, member.token), 'POST', '/articles/{articleId}/feedback', 400);
    conforms(await api.get(`/api/users/${id}/feedback?article_id=${article.id}`, member.token), 'GET', '/users/{userId}/feedback', 200);

    conforms(
      await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'Issued in error during testing.' }, admin.token),
      'POST',
      '/admin/certificates/{certificateId}/revoke',
      200,
    );
    conforms(
      await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'x' }, member.token),
      'POST',
      '/admin/certificates/{certificateId}/revoke',
      403,
    );
  });

  it("a member's account: profile, subscription, contact, requests, assistant and outside activities", async () => {
    const id = member.user.id;
    conforms(
      await api.put(
        `/api/users/${id}/profile`,
        { profession: 'Accountant', company: 'Voorbeeld B.V.', job_title: 'Controller', address: 'Damrak 2' },
        member.token,
      ),
      'PUT',
      '/users/{id}/profile',
      200,
    );
    conforms(await api.put(`/api/users/${id}/profile`, { first_name: 'Someone else' }, member.token), 'PUT', '/users/{id}/profile', 400);
    conforms(await api.get(`/api/users/${id}/subscription`, member.token), 'GET', '/users/{id}/subscription', 200);
    conforms(await api.get(`/api/users/${id}/subscription`), 'GET', '/users/{id}/subscription', 401);
    conforms(
      await api.post(
        '/api/contact',
        { name: 'Test User', email: member.user.email, subject: 'Certificate question', message: 'Where do I find my certificates?' },
        member.token,
      ),
      'POST',
      '/contact',
      201,
    );
    conforms(await api.post('/api/contact', { name: '' }, member.token), 'POST', '/contact', 400);
    conforms(await api.post('/api/article-requests', { topic: 'Lease accounting under IFRS 16' }, member.token), 'POST', '/article-requests', 201);
    conforms(await api.post('/api/ai-assistant', { question: '' }, member.token), 'POST', '/ai-assistant', 400);

    const form = { kind: 'COURSE', date: '2026-01-15', title: 'Audit data analytics', provider: 'Example Academy', category: 'Audit', hours: 3.5, points: 3 };
    const created = await api.post('/api/outside-activities', form, member.token);
    conforms(created, 'POST', '/outside-activities', 201);
    conforms(await api.post('/api/outside-activities', { ...form, hours: 0 }, member.token), 'POST', '/outside-activities', 400);
    conforms(await api.get('/api/outside-activities?first=5', member.token), 'GET', '/outside-activities', 200);
    conforms(await api.get(`/api/outside-activities/${created.body.id}`, member.token), 'GET', '/outside-activities/{id}', 200);
    conforms(await api.put(`/api/outside-activities/${created.body.id}`, { ...form, points: 2 }, member.token), 'PUT', '/outside-activities/{id}', 200);
    const pdf = Buffer.from('%PDF-1.4\n% evidence\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const upload = await fetch(`${t.url}/api/outside-activities/${created.body.id}/evidence?filename=certificate.pdf`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    conforms({ status: upload.status, body: await upload.json(), headers: upload.headers }, 'PUT', '/outside-activities/{id}/evidence', 200);
    conforms(await api.delete(`/api/outside-activities/${created.body.id}/evidence`, member.token), 'DELETE', '/outside-activities/{id}/evidence', 200);
    conforms(await api.delete(`/api/outside-activities/${created.body.id}`, member.token), 'DELETE', '/outside-activities/{id}', 200);
    conforms(await api.get(`/api/outside-activities/${created.body.id}`, member.token), 'GET', '/outside-activities/{id}', 404);
    conforms(await api.get('/api/outside-activities'), 'GET', '/outside-activities', 401);
  });

  it('the record token of a sign-in without subscription', async () => {
    const lapsed = await createUser(t.services, { plan: null });
    const login = await api.post('/api/login', { email: lapsed.user.email, password: lapsed.password });
    const recordToken = login.body.record_token as string;
    conforms(await api.get('/api/record/certificates', recordToken), 'GET', '/record/certificates', 200);
    conforms(await api.get('/api/record/activity-history', recordToken), 'GET', '/record/activity-history', 200);
    conforms(await api.get('/api/record/certificates', lapsed.token), 'GET', '/record/certificates', 401);
    conforms(await api.get('/api/record/cpd-record?format=pdf', recordToken), 'GET', '/record/cpd-record', 400);
  });

  it('admin routes: question bank and feedback', async () => {
    const article = await createSampleArticle(t.services);
    const bank = await api.get(`/api/admin/articles/${article.id}/question-bank`, admin.token);
    conforms(bank, 'GET', '/admin/articles/{articleId}/question-bank', 200);
    conforms(await api.get(`/api/admin/articles/${article.id}/question-bank`, member.token), 'GET', '/admin/articles/{articleId}/question-bank', 403);
    conforms(await api.get(`/api/admin/articles/999999/question-bank`, admin.token), 'GET', '/admin/articles/{articleId}/question-bank', 404);
    const item = {
      question: 'Which standard governs audit sampling?',
      option_a: 'ISA 530',
      option_b: 'ISA 315',
      option_c: 'ISA 700',
      option_d: 'ISA 240',
      correct_option: 'A',
      explanation: 'ISA 530 deals with the auditor’s use of audit sampling.',
      source_section: 'Audit sampling',
      source_quote: 'ISA 530',
    };
    const saved = await api.post(`/api/admin/articles/${article.id}/question-bank`, item, admin.token);
    conforms(saved, 'POST', '/admin/articles/{articleId}/question-bank', 201);
    conforms(
      await api.post(`/api/admin/articles/${article.id}/question-bank`, { ...item, correct_option: 'E' }, admin.token),
      'POST',
      '/admin/articles/{articleId}/question-bank',
      400,
    );
    const edited = await api.put(`/api/admin/articles/${article.id}/question-bank/${saved.body.id}`, { ...item, approve: true }, admin.token);
    conforms(edited, 'PUT', '/admin/articles/{articleId}/question-bank/{itemId}', 200);
    conforms(
      await api.post(`/api/admin/question-bank/${edited.body.id}/status`, { status: 'retired' }, admin.token),
      'POST',
      '/admin/question-bank/{itemId}/status',
      200,
    );
    conforms(
      await api.post(`/api/admin/question-bank/${edited.body.id}/status`, { status: 'gone' }, admin.token),
      'POST',
      '/admin/question-bank/{itemId}/status',
      400,
    );
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 3, comment: 'Useful.', is_anonymous: true }, member.token);
    conforms(await api.get(`/api/admin/articles/${article.id}/feedback?first=10`, admin.token), 'GET', '/admin/articles/{articleId}/feedback', 200);
    conforms(await api.get(`/api/admin/articles/${article.id}/feedback`, member.token), 'GET', '/admin/articles/{articleId}/feedback', 403);
  });

  it('billing: checkout and payment verification refusals', async () => {
    conforms(
      await api.post('/api/stripe/create-checkout-session', { userId: member.user.id, planType: 'professional' }),
      'POST',
      '/stripe/create-checkout-session',
      401,
    );
    conforms(
      await api.post('/api/activate-free', { email: member.user.email, password: 'wrong-password-1', plan: 'professionalInsights' }),
      'POST',
      '/activate-free',
      401,
    );
    conforms(
      await api.post('/api/create-subscription-session', { email: member.user.email, password: 'wrong-password-1', priceId: 'professional' }),
      'POST',
      '/create-subscription-session',
      401,
    );
    conforms(await api.post('/api/verify-subscription-payment', {}), 'POST', '/verify-subscription-payment', 400);
    conforms(await api.post('/api/stripe/webhook', {}), 'POST', '/stripe/webhook', 404);
  });
});
