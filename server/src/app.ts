import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault, ApolloServerPluginLandingPageProductionDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestListener } from 'node:http';
import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { buildContext, type GraphQLContext } from './graphql/context';
import { createArmor, GRAPHQL_LIMITS } from './graphql/armor';
import { compiledExecutor } from './graphql/compiled-executor';
import { graphqlLane } from './graphql/lane';
import { formatError } from './graphql/errors';
import { getSchema } from './graphql/schema';
import { KnownOperationTypesRule } from './graphql/operation-types';
import { automaticQueryStore, loadPersistedOperations, persistedOperationsPlugin } from './graphql/persisted';
import { PersistedQueriesRepository } from './graphql/persisted-queries.repository';
import { createMetrics } from './metrics';
import { PATHS } from './paths';
import { accountRoutes } from './modules/account/account.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { allowanceRoutes } from './modules/assessment/allowance/allowance.routes';
import { assessmentLanes, assessmentRoutes } from './modules/assessment/taking/assessment.routes';
import { bankAdminRoutes } from './modules/assessment/bank/bank-admin.routes';
import { certificatesRoutes, linkedDataRoutes, verifyCertificateLane, wellKnownRoutes } from './modules/certificates/certificates.routes';
import { completionsRoutes } from './modules/assessment/completions/completions.routes';
import { outsideActivitiesRoutes } from './modules/outside-activities/outside-activities.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { cpdRecordRoutes } from './modules/cpd-record/cpd-record.routes';
import { recordSharesRoutes } from './modules/record-shares/record-shares.routes';
import { articlesRoutes, listArticlesLane } from './modules/articles/articles.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { devRoutes } from './modules/mail/dev.routes';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes';
import { newsRoutes } from './modules/news/news.routes';
import { usersRoutes } from './modules/users/users.routes';
import { billingRoutes, stripeWebhook } from './modules/billing/billing.routes';
import { invoicesRoutes } from './modules/billing/invoices/invoices.routes';
import { sandboxRoutes } from './modules/billing/sandbox/sandbox.routes';
import { recordRoutes } from './modules/members/record.routes';
import { authorizationServerRoute, consentRoutes } from './modules/partners/partners.routes';
import { authenticate, errorMiddleware, rejectNulCharacters, series, TRUST_PROXY } from './rest/http';
import { corsPolicy } from './rest/cors';
import { frontDoor, type Lane } from './rest/front-door';
import { leanJson } from './rest/lean-json';
import { openapiRoutes } from './rest/openapi';
import { routerIndex } from './rest/route-index';
import { requestLog } from './rest/request-log';
import { compressJson } from './rest/compress-json';
import { fixedHeaders } from './rest/security-headers';
import { clientStatic } from './rest/static-client';
import { buildAppConfig } from './modules/app-config/app-config.service';
import { pingDatabase } from './db/ping';
import type { Services } from './services';
import { LIMITS } from '@leerpunt/shared/limits';

const CLIENT_DIST = PATHS.clientDist;
const PUBLIC_DIR = PATHS.publicDir;

/** A body parser skipped for reads: GET and HEAD carry no body, so they need not pay for the parser's checks. */
/** Body limit of a credential check (POST /api/verify-credential), room for a CLR of some hundreds of certificates. */
const RECORD_BODY_LIMIT = 4 * 1024 * 1024;

const bodiless =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : parser(req, res, next);

export interface BuiltApp {
  /** The server's request listener: the front door (steps and lanes), then Express. */
  app: RequestListener;
  apollo: ApolloServer<GraphQLContext>;
  /** Serves only /metrics, for the internal METRICS_PORT (null when it is unset). */
  metricsApp: Express | null;
}

/** Builds the app: the front door (request log, security headers, CORS, metrics, compression, hot lanes), then Express with /graphql, /api, static pages and the SPA. */
export async function buildApp(services: Services): Promise<BuiltApp> {
  const { config, log } = services;
  const app = express();
  app.disable('x-powered-by');
  // No ETag on API answers: they are per member and never revalidated, and hashing every body costs CPU (the client build sets its own).
  app.set('etag', false);
  app.set('trust proxy', TRUST_PROXY);

  const headers = fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          'object-src': ["'self'"],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          // Browsers would rewrite every asset to https and show a blank page on a plain-http host.
          'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const cors = corsPolicy(
    config.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  app.use(cors.preflight);

  const metrics = createMetrics(services);
  const metricsApp = config.METRICS_PORT ? express().disable('x-powered-by') : null;
  metricsApp?.get('/metrics', requireMetricsToken(config.METRICS_TOKEN), metrics.handler);
  if (!metricsApp) app.get('/metrics', requireMetricsToken(config.METRICS_TOKEN), metrics.handler);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await pingDatabase(services.db);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  // GraphQL
  const armor = createArmor(config.isProduction);
  const persisted = loadPersistedOperations(PATHS.persistedDocuments, PATHS.apiExamples);
  const schema = await getSchema();
  const graphqlContext = (req: express.Request) =>
    buildContext(services, req.user ?? null, req.ip ?? 'unknown', String(req.requestId), req.accessToken ?? null, req.partner ?? null);
  // Documents Apollo has validated run compiled on later requests (see compiled-executor.ts).
  const compiled = compiledExecutor({
    schema,
    maxCost: GRAPHQL_LIMITS.maxCost,
    formatError: formatError(log, config.isProduction),
    maskSuggestions: config.isProduction,
    context: graphqlContext,
    remember: config.GRAPHQL_OPERATIONS === 'persisted' ? (document) => persisted.isRegistered(document) : undefined,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: [KnownOperationTypesRule, ...armor.validationRules],
    parseOptions: armor.parseOptions,
    allowBatchedHttpRequests: false,
    // main.ts owns shutdown: it drains the HTTP server and then stops Apollo. Apollo's own signal handler would
    // stop it first and re-raise the signal, and the second stop() waited for ever (exit 1 by the watchdog after 15 s).
    stopOnTerminationSignals: false,
    persistedQueries: { cache: automaticQueryStore(persisted, new PersistedQueriesRepository(services.db), config.GRAPHQL_APQ_MAX_ENTRIES) },
    introspection: true,
    formatError: formatError(log, config.isProduction),
    includeStacktraceInErrorResponses: false,
    plugins: [
      persistedOperationsPlugin({
        operations: persisted,
        mode: config.GRAPHQL_OPERATIONS,
        partnerKeys: config.PARTNER_API_KEYS,
        automatic: config.GRAPHQL_APQ_MAX_ENTRIES > 0,
      }),
      ...armor.plugins,
      compiled.plugin,
      // No cache hints are used (responses are per member); the default plugin would wrap every field resolution.
      ApolloServerPluginCacheControlDisabled(),
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true }),
    ],
  });
  await apollo.start();
  // One router layer for what runs before Apollo: Express matches the path once instead of once per step.
  const memberLimit = 100 * 1024;
  const memberJson = leanJson(memberLimit, express.json({ limit: memberLimit }));
  const adminLimit = Math.ceil((LIMITS.pdfUploadMaxBytes * 4) / 3) + 64 * 1024;
  const adminJson = leanJson(adminLimit, express.json({ limit: adminLimit }));
  app.use(
    '/graphql',
    series(
      (req, res, next) => {
        // Apollo Sandbox's landing page loads its UI from Apollo's CDN.
        if (req.method === 'GET') res.removeHeader('Content-Security-Policy');
        next();
      },
      authenticate(services),
      // Admins may send a base64 PDF (uploadArticlePdf); everyone else keeps the small body limit.
      (req, res, next) => (req.user?.isAdmin ? adminJson : memberJson)(req, res, next),
      rejectNulCharacters,
      compiled.middleware,
    ),
    expressMiddleware(apollo, { context: async ({ req }) => graphqlContext(req) }),
  );

  const routers = restRouters(services);
  // Stripe signs the raw bytes: the webhook must see the body before any JSON parser does.
  app.use('/api', routerIndex(routers.unparsed));

  // REST facade
  const api = express.Router();
  // A Comprehensive Learner Record carries every certificate of a member: its check reads a larger body.
  const recordJson = leanJson(RECORD_BODY_LIMIT, express.json({ limit: RECORD_BODY_LIMIT }));
  api.use('/verify-credential', bodiless(recordJson));
  api.use(bodiless(memberJson));
  api.use(rejectNulCharacters);
  api.use(authenticate(services));
  // One lookup by the first path segment instead of a walk through every router (see route-index.ts).
  api.use(routerIndex(routers.parsed));
  api.use((_req, res) => void res.status(404).json({ error: 'Not found' }));
  app.use('/api', api);

  app.use(wellKnownRoutes(services));
  // The issuer and achievement ids of credentials answer JSON-LD by content negotiation, before the SPA's pages.
  app.use(linkedDataRoutes(services));
  // OAuth 2.0 for partner applications: the consent step's JSON (the page itself is a client route), then the authorisation server.
  app.use(consentRoutes(services));
  if (!config.isProduction) app.use('/dev', devRoutes(services));
  // The sandbox payment provider's hosted checkout and billing portal (TEST MODE, no Stripe key).
  app.use('/sandbox', sandboxRoutes(services));
  // The unsubscribe link of optional mails (a page, and RFC 8058's one-click POST).
  app.use('/unsubscribe', unsubscribeRoutes(services));

  // Static legal pages and the built client with SPA fallback.
  app.use(express.static(PUBLIC_DIR, { index: false, maxAge: '1h' }));
  // The GraphQL explorer page, bundled with the client (no CDN), for developers and partners without internet.
  const explorer = config.EXPLORER ? config.EXPLORER === 'on' : !config.isProduction;
  app.get(['/graphiql', '/graphiql.html'], (_req, res, next) => {
    const page = path.join(CLIENT_DIST, 'graphiql.html');
    if (!explorer || !existsSync(page)) return void res.status(404).json({ error: 'Not found' });
    res.set('Cache-Control', 'no-cache').sendFile(page, (err) => err && next(err));
  });
  const client = existsSync(CLIENT_DIST) ? clientStatic(CLIENT_DIST, buildAppConfig(config)) : null;
  if (client) app.get('/oauth/consent/:uid', client.page);
  app.use('/oauth', authorizationServerRoute(services.partners));
  if (client) {
    app.use(client.assets);
    app.get(/.*/, client.page);
  }
  app.use((_req, res) => void res.status(404).json({ error: 'Not found' }));
  app.use(errorMiddleware(log));
  const door = frontDoor({
    steps: [requestLog(log), headers, cors.simple, metrics.step, compressJson],
    lanes: [graphqlLane(services, compiled.plan, memberLimit), ...restLanes(services, memberLimit)],
    app,
    log,
  });
  return { app: door, apollo, metricsApp };
}

/**
 * Every router of the REST facade under /api: `unparsed` sees the request before any body parser (the Stripe
 * webhook verifies the raw bytes), `parsed` after the JSON parser and `authenticate`, in this order.
 */
export function restRouters(services: Services): { unparsed: Router[]; parsed: Router[] } {
  const webhook = express.Router();
  webhook.post('/stripe/webhook', ...stripeWebhook(services));
  return {
    unparsed: [webhook],
    parsed: [
      authRoutes(services),
      usersRoutes(services),
      assistantRoutes(services),
      accountRoutes(services),
      assessmentRoutes(services),
      bankAdminRoutes(services),
      completionsRoutes(services),
      allowanceRoutes(services),
      certificatesRoutes(services),
      recordRoutes(services),
      billingRoutes(services),
      invoicesRoutes(services),
      articlesRoutes(services),
      feedbackRoutes(services),
      newsRoutes(services),
      cpdRecordRoutes(services),
      recordSharesRoutes(services),
      outsideActivitiesRoutes(services),
      privacyRoutes(services),
      openapiRoutes(PATHS.openapi, services.config.publicUrl),
    ],
  };
}

/** The front door's lanes for /api routes (each also served by its Express route above). */
export function restLanes(services: Services, memberLimit: number): Lane[] {
  return [verifyCertificateLane(services), listArticlesLane(services), ...assessmentLanes(services, memberLimit)];
}

/** Lets a request through when no token is configured or it carries `Authorization: Bearer <token>`. */
function requireMetricsToken(token: string | undefined): RequestHandler {
  const expected = token ? createHash('sha256').update(token).digest() : null;
  return (req, res, next) => {
    if (!expected) return next();
    const header = req.headers.authorization ?? '';
    const given = createHash('sha256')
      .update(header.startsWith('Bearer ') ? header.slice(7).trim() : '')
      .digest();
    if (timingSafeEqual(given, expected)) return next();
    res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'Authentication required' });
  };
}
