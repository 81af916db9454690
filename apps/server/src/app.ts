/**
 * `buildApp(config)`: the whole server as one Fastify instance, used by `main.ts` (listen) and
 * by tests (`inject`, no port). Layers, in order: infrastructure (database, Redis, errors,
 * validation), platform (the access gate), the areas' routes, then the web app. The areas are
 * listed once, in `areas.ts`; the services they share are built from the features' manifests
 * (`provides`, `workers`: `platform/provisions.ts`), not wired here one by one.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { Redis } from 'ioredis';
import { API_BASE, APP_API_BASE, LIVE_MAX_MESSAGE_BYTES, allEndpoints, type Endpoint } from '@tenon/contracts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { acrossTenants } from './db/tenantContext.ts';
import { syncCatalogue } from './modules/system/seed/catalogue.ts';
import { syncErrorCodes } from './modules/system/error-code/error-code.sync.ts';
import { editedMessageLookup } from './modules/system/error-code/edited-messages.ts';
import { syncBuiltInConfigs } from './modules/infra/config/config.builtin.ts';
import { seedFirstStart, DEMO_ADMIN, SYSTEM_TENANT, type SeedResult } from './modules/system/seed/tenants.seed.ts';
import { installErrorHandling } from './platform/error-handler.ts';
import { validatorCompiler } from './platform/validators.ts';
import { parseQueryString } from './platform/querystring.ts';
import { installJsonBodyParser } from './platform/json-body.ts';
import { installFormBodyParser } from './modules/system/oauth2/form-body.ts';
import { createGate } from './platform/gate.ts';
import { installRequestTenant } from './platform/request-tenant.ts';
import { installAuthInvalidation } from './platform/auth-invalidation.ts';
import { CatalogueCache } from './platform/catalogue-cache.ts';
import { Lifecycle } from './platform/lifecycle.ts';
import { registerRoutes } from './platform/route.ts';
import { serveWeb } from './platform/static-web.ts';
import { installBrowserHeaders } from './platform/browser-headers.ts';
import { logSerializers } from './platform/logging.ts';
import { AVATAR_MAX_BYTES, FILES_URL_PREFIX } from './modules/system/profile/avatar-storage.ts';
import { OperateLogWriter } from './modules/system/operate-log/operate-log.writer.ts';
import { installOperateLog } from './modules/system/operate-log/operate-log.hook.ts';
import { createApiLogs, installApiLog, type ApiLogs } from './modules/infra/api-log/index.ts';
import { TRACE_ID_HEADER, traceIdOf } from './platform/trace-id.ts';
import type { BaseDeps, ModuleDeps } from './modules/deps.ts';
import { startTableUpkeep } from './db/tableUpkeep.ts';
import { demoSeedsOf, jobHandlersOf, menusOf, provisionsOf, routesOf, tablesOf, workersOf, workflowBeansOf } from './platform/area.ts';
import { provide } from './platform/provisions.ts';
import { areas } from './areas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    seedResult: SeedResult;
    catalogue: CatalogueCache;
    /** Set `lifecycle.draining` to start a drain (main.ts on SIGTERM): readiness 503, `Connection: close` on every answer. */
    lifecycle: Lifecycle;
    /** The in-site message sender every module notifies users through. */
    notify: ModuleDeps['notify'];
    /** The SMS sender (tests wait on it with `idle()`). */
    sms: ModuleDeps['sms'];
    /** The mail sender (tests wait on it with `idle()`). */
    mail: ModuleDeps['mail'];
    /** The job scheduler and runner (tests wait on runs with `jobs.runner.idle()`). */
    jobs: ModuleDeps['jobs'];
    /** The live channel (WebSocket): `app.live.sendToUser(tenantId, userId, type, content)`. */
    live: ModuleDeps['live'];
    operateLogs: OperateLogWriter;
    /** The API access and error logs' batch writers (tests `flush()` before reading). */
    apiLogs: ApiLogs;
    /** Every route registered under the API base, with the contract it was built from. */
    apiRoutes: Array<{ method: string; url: string; endpoint?: Endpoint; feature?: string }>;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  /** Password of the first administrator on a production first start. */
  adminPassword?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // The console's API and the members' (each endpoint's surface, `apiBaseOf`): same envelope, headers and not-found answer.
  const apiBases = [API_BASE, APP_API_BASE];
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: config.bodyLimit,
    // Fastify's types lack the hop count its proxy-addr accepts: the same rule as a function.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    // The trace id (platform/trace-id.ts): pino's reqId, the X-Trace-Id answer header, the API logs' rows.
    genReqId: traceIdOf,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    // A request that reached a closing server (a drain, main.ts) is served, not refused with 503:
    // the proxy would not resend a refused POST elsewhere.
    return503OnClosing: false,
  });
  app.decorate('apiRoutes', []);
  app.decorate('publicBaseUrl', config.publicBaseUrl);
  app.addHook('onRoute', (r) => {
    if (apiBases.some((base) => r.url.startsWith(base)) && r.method !== 'HEAD')
      app.apiRoutes.push({ method: String(r.method), url: r.url, endpoint: r.config?.endpoint, feature: r.config?.feature });
  });
  app.setValidatorCompiler(validatorCompiler);
  // API bodies are JSON; anything else is refused with a clear message rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);
  installFormBodyParser(app);
  const errorHandling = installErrorHandling(app, { bodyLimit: config.bodyLimit, apiBase: API_BASE });
  installBrowserHeaders(app, apiBases);
  // Callback hooks on every request: an async one costs a promise and its async-context
  // propagation per request and hook.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(TRACE_ID_HEADER, req.id);
    done();
  });
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  // Draining: each kept-alive connection ends with the answer it carries (platform/lifecycle.ts).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const database = opts.database ?? (await openDatabase(config));
  const ownsDatabase = !opts.database;
  app.decorate('database', database);
  database.onConnectionLost?.((err) => app.log.warn({ err }, 'a pooled database connection was lost; the next query opens another'));
  const { db } = database;

  // The start writes the catalogues and the first start's tenants: every tenant's rows.
  await acrossTenants(async () => {
    await syncCatalogue(db, menusOf(areas), areas.map((a) => a.name));
    await syncErrorCodes(db);
    await syncBuiltInConfigs(db, config);
    app.decorate('seedResult', await seedFirstStart(db, { demo: config.seedDemo, adminPassword: opts.adminPassword, featureDemos: demoSeedsOf(areas) }));
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) await redis.connect();

  const catalogue = new CatalogueCache();
  if (redis) await catalogue.connect(redis);
  app.decorate('catalogue', catalogue);
  errorHandling.useEditedMessages(editedMessageLookup(db, catalogue));
  const filesDir = path.join(config.dataDir, 'files');
  // Served from the first start on, before anyone uploads (the static handler wants the folder).
  fs.mkdirSync(filesDir, { recursive: true });
  const operateLogs = new OperateLogWriter(db, { onError: (err, row) => app.log.error({ err, operateLog: row }, 'operate log write failed') });
  app.decorate('operateLogs', operateLogs);
  const apiLogs = createApiLogs(db, { onError: (err, table, rows) => app.log.error({ err, table, rows }, 'api log write failed') });
  app.decorate('apiLogs', apiLogs);
  const demoLogin = config.seedDemo ? { tenantName: SYSTEM_TENANT.name, ...DEMO_ADMIN } : null;

  // Every service a feature provides (the token service, the senders, the workflow runtime…),
  // built from the features' manifests in the order their needs allow; their workers (outbox
  // senders, timers) start once all exist.
  const base: BaseDeps = { config, db, catalogue, demoLogin, tables: tablesOf(areas), jobHandlers: jobHandlersOf(areas), workflowBeans: workflowBeansOf(areas), lifecycle };
  // Services may read at start-up (secrets sealed, caches warmed), for every tenant.
  const provided = await acrossTenants(() => provide<ModuleDeps>(base, provisionsOf(areas), workersOf(areas), { log: app.log, redis }));
  const { deps } = provided;
  const { tokens, memberTokens, tenants, permissions } = deps;
  app.decorate('notify', deps.notify);
  app.decorate('sms', deps.sms);
  app.decorate('mail', deps.mail);
  app.decorate('jobs', deps.jobs);
  app.decorate('live', deps.live);
  // The workers (outbox senders, timers, the job scheduler) serve every tenant: their timers keep this context.
  acrossTenants(() => provided.startWorkers());
  const stopUpkeep = await startTableUpkeep(database, { intervalMs: config.dbUpkeepSeconds * 1000, log: app.log });

  await app.register(
    async (api) => {
      // The operate log first: it notes when each request arrived, even one the gate refuses.
      installOperateLog(api, operateLogs);
      installApiLog(api, apiLogs, { access: config.apiLog });
      // The row-level security context (db/tenantContext.ts), which the gate narrows to the request's tenant.
      installRequestTenant(api);
      api.addHook('onRequest', createGate({ db, tokens, tenants, permissions, memberTokens }));
      installAuthInvalidation(api, catalogue);
      await api.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
      // The live channel's WebSocket route (modules/infra/websocket): a larger message closes the socket with 1009.
      await api.register(fastifyWebsocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });
      // Each route below its surface's base (registerRoutes), so no prefix here.
      registerRoutes(api, routesOf(areas, deps));
    },
  );

  // Uploaded public files (avatars): unguessable names, never overwritten, so cached for good.
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: FILES_URL_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  await serveWeb(app, { webDist: config.webDist, apiBase: apiBases, analytics: config.analytics, publicBaseUrl: config.publicBaseUrl });

  app.addHook('preClose', async () => {
    // The features' workers stop (timers, senders; a sender releases what it claimed, of any tenant), then their services close; the cache last.
    await acrossTenants(() => provided.close());
    await stopUpkeep();
    catalogue.disconnect();
  });
  app.addHook('onClose', async () => {
    // After the server stopped taking requests: write the last operate logs, then disconnect.
    await acrossTenants(async () => {
      await operateLogs.close();
      await apiLogs.close();
    });
    if (redis) redis.disconnect();
    if (ownsDatabase) await database.close();
  });
  return app;
}
