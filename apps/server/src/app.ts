/**
 * `buildApp(config)`: the whole server as one Fastify instance, used by `main.ts` (listen) and
 * by tests (`inject`, no port). Layers, in order: infrastructure (database, Redis, errors,
 * validation), platform (the access gate), the areas' routes, then the web app. The areas are
 * listed once, in `areas.ts`; this file builds the services they share (`modules/deps.ts`).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { API_BASE, allEndpoints, buildOpenApi, ConfigKeys, type Endpoint } from '@tenon/contracts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { syncCatalogue } from './modules/system/seed/catalogue.ts';
import { syncErrorCodes } from './modules/system/error-code/error-code.sync.ts';
import { editedMessageLookup } from './modules/system/error-code/edited-messages.ts';
import { syncBuiltInConfigs } from './modules/infra/config/config.builtin.ts';
import { ConfigValues } from './modules/infra/config/config-values.ts';
import { seedFirstStart, DEMO_ADMIN, SYSTEM_TENANT, type SeedResult } from './modules/system/seed/tenants.seed.ts';
import { installErrorHandling } from './platform/error-handler.ts';
import { validatorCompiler } from './platform/validators.ts';
import { parseQueryString } from './platform/querystring.ts';
import { installJsonBodyParser } from './platform/json-body.ts';
import { installFormBodyParser } from './modules/system/oauth2/form-body.ts';
import { createGate } from './platform/gate.ts';
import { CatalogueCache } from './platform/catalogue-cache.ts';
import { registerRoutes } from './platform/route.ts';
import { serveWeb } from './platform/static-web.ts';
import { installBrowserHeaders } from './platform/browser-headers.ts';
import { logSerializers } from './platform/logging.ts';
import { TokenService } from './modules/system/auth/token.service.ts';
import { AuthService } from './modules/system/auth/auth.service.ts';
import { memoryLoginThrottle, redisLoginThrottle } from './modules/system/auth/login-throttle.ts';
import { LoginLogService } from './modules/system/login-log/login-log.service.ts';
import { PermissionService } from './modules/system/permission/permission.service.ts';
import { TenantService } from './modules/system/tenant/tenant.service.ts';
import { NotifyEvents } from './modules/system/notify/notify-events.ts';
import { NotifySendService } from './modules/system/notify/notify-send.service.ts';
import { NotifyMessageService } from './modules/system/notify/notify-message.service.ts';
import { AvatarStorage, AVATAR_MAX_BYTES, FILES_URL_PREFIX } from './modules/system/profile/avatar-storage.ts';
import { OperateLogWriter } from './modules/system/operate-log/operate-log.writer.ts';
import { installOperateLog } from './modules/system/operate-log/operate-log.hook.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { ProcessRuntime } from './modules/bpm/runtime/process-runtime.ts';
import { startTimerPoller } from './modules/bpm/runtime/timer-poller.ts';
import { SmsSendService } from './modules/system/sms/sms-send.service.ts';
import { memorySmsRateLimiter, redisSmsRateLimiter } from './modules/system/sms/sms-rate-limit.ts';
import { sealPlainSmsSecrets, smsSecretBox } from './modules/system/sms/sms-secret.ts';
import { MailSendService } from './modules/system/mail/mail-send.service.ts';
import { mailPasswordBox } from './modules/system/mail/mail-secret.ts';
import { outboundPolicy } from './platform/outbound-policy.ts';
import { demoSeedsOf, menusOf, routesOf, tablesOf } from './platform/area.ts';
import { areas } from './areas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    seedResult: SeedResult;
    catalogue: CatalogueCache;
    /** The in-site message sender every module notifies users through. */
    notify: NotifySendService;
    /** The SMS sender (tests wait on it with `idle()`). */
    sms: SmsSendService;
    /** The mail sender (tests wait on it with `idle()`). */
    mail: MailSendService;
    operateLogs: OperateLogWriter;
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
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: config.bodyLimit,
    // Fastify's types lack the hop count its proxy-addr accepts: the same rule as a function.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  });
  app.decorate('apiRoutes', []);
  app.decorate('publicBaseUrl', config.publicBaseUrl);
  app.addHook('onRoute', (r) => {
    if (r.url.startsWith(API_BASE) && r.method !== 'HEAD')
      app.apiRoutes.push({ method: String(r.method), url: r.url, endpoint: r.config?.endpoint, feature: r.config?.feature });
  });
  app.setValidatorCompiler(validatorCompiler);
  // API bodies are JSON; anything else is refused with a clear message rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);
  installFormBodyParser(app);
  const errorHandling = installErrorHandling(app, { bodyLimit: config.bodyLimit, apiBase: API_BASE });
  installBrowserHeaders(app, API_BASE);

  const database = opts.database ?? (await openDatabase(config));
  const ownsDatabase = !opts.database;
  app.decorate('database', database);
  const { db } = database;

  await syncCatalogue(db, menusOf(areas), areas.map((a) => a.name));
  await syncErrorCodes(db);
  await syncBuiltInConfigs(db, config);
  app.decorate('seedResult', await seedFirstStart(db, { demo: config.seedDemo, adminPassword: opts.adminPassword, featureDemos: demoSeedsOf(areas) }));

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) await redis.connect();

  const tokens = new TokenService(db, {
    accessSeconds: config.accessTokenTtlSeconds,
    refreshSeconds: config.refreshTokenTtlSeconds,
  });
  const tenants = new TenantService(db);
  const catalogue = new CatalogueCache();
  if (redis) await catalogue.connect(redis);
  app.decorate('catalogue', catalogue);
  errorHandling.useEditedMessages(editedMessageLookup(db, catalogue));
  const permissions = new PermissionService(db, catalogue);
  const loginLog = new LoginLogService(db);
  // Read at each attempt, through the catalogue cache: the environment gave the first values, 配置管理 changes them.
  const configValues = new ConfigValues(db, catalogue, config);
  const loginLimits = () => configValues.loginLimits();
  const throttle = redis ? redisLoginThrottle(redis, loginLimits) : memoryLoginThrottle(loginLimits);
  const auth = new AuthService(db, tokens, loginLog, throttle);
  const notifyEvents = new NotifyEvents(redis);
  await notifyEvents.start();
  const notifyMessages = new NotifyMessageService(db, notifyEvents, config.timeZone);
  const notifySender = new NotifySendService(db, notifyEvents);
  app.decorate('notify', notifySender);
  const filesDir = path.join(config.dataDir, 'files');
  // Served from the first start on, before anyone uploads (the static handler wants the folder).
  fs.mkdirSync(filesDir, { recursive: true });
  const operateLogs = new OperateLogWriter(db, { onError: (err, row) => app.log.error({ err, operateLog: row }, 'operate log write failed') });
  app.decorate('operateLogs', operateLogs);
  const demoLogin = config.seedDemo ? { tenantName: SYSTEM_TENANT.name, ...DEMO_ADMIN } : null;

  const processRuntime = new ProcessRuntime(db, notifySender, Date.now, (msg, err) => app.log.error({ err }, msg), {
    maxSteps: config.bpm.commandSteps,
    commandScriptMs: config.bpm.commandScriptMs,
    scriptMs: config.bpm.scriptMs,
    scriptMemoryBytes: config.bpm.scriptMemoryMb * 1024 * 1024,
    variablesMaxBytes: config.bodyLimit,
    scriptWorkers: config.bpm.scriptWorkers,
  });
  // Separation of duties (配置管理, read at each command through the catalogue cache): only a
  // stored `false` lets a starter be given a task of their own process; a missing or unusable
  // value counts as on, the key's first value. Set here, where the runtime is built, so every
  // command (a start from OA leave, a timer) reads it, not only the task routes'.
  processRuntime.readStarterSwitch(async () => (await configValues.entry(ConfigKeys.BPM_FORBID_STARTER_APPROVAL))?.value !== 'false');
  const stopTimers = startTimerPoller(processRuntime, config.bpmTimerPollSeconds, (err) => app.log.error({ err }, 'workflow timers failed'));

  const smsBox = smsSecretBox(config);
  await sealPlainSmsSecrets(db, smsBox);
  const sms = new SmsSendService(db, {
    box: smsBox,
    urls: config.smsProviderUrls,
    pollMs: config.deliveryPollSeconds * 1000,
    limiter: redis ? redisSmsRateLimiter(redis) : memorySmsRateLimiter(),
    onError: (err) => app.log.error({ err }, 'sms sender failed'),
  });
  app.decorate('sms', sms);
  sms.start();
  const mail = new MailSendService(db, mailPasswordBox(config), {
    outbound: outboundPolicy(config.outbound),
    pollMs: config.deliveryPollSeconds * 1000,
    onError: (err) => app.log.error({ err }, 'mail sender failed'),
    // The far end's own words stay here: the mail log shows fixed text (mailFailureText).
    onAttemptError: (err, mailLogId) => app.log.warn({ err, mailLogId }, 'mail attempt failed'),
  });
  app.decorate('mail', mail);
  mail.start();

  const deps: ModuleDeps = {
    config,
    db,
    catalogue,
    tokens,
    tenants,
    permissions,
    notify: notifySender,
    sms,
    mail,
    auth,
    configValues,
    notifyMessages,
    notifyEvents,
    avatars: new AvatarStorage(filesDir),
    demoLogin,
    processRuntime,
    tables: tablesOf(areas),
  };

  await app.register(
    async (api) => {
      // The operate log first: it notes when each request arrived, even one the gate refuses.
      installOperateLog(api, operateLogs);
      api.addHook('onRequest', createGate({ db, tokens, tenants, permissions }));
      await api.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
      registerRoutes(api, routesOf(areas, deps));
    },
    { prefix: API_BASE },
  );

  // The API's own description, beside (not under) the API base: it is not an endpoint of the contract.
  const openApi = buildOpenApi(allEndpoints, { title: 'Tenon 管理后台 API', version: '0.1.0' });
  app.get('/tri-real-api/openapi.json', async () => openApi);

  // Uploaded public files (avatars): unguessable names, never overwritten, so cached for good.
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: FILES_URL_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  await serveWeb(app, { webDist: config.webDist, apiBase: API_BASE, analytics: config.analytics, publicBaseUrl: config.publicBaseUrl });

  app.addHook('preClose', async () => {
    stopTimers();
    processRuntime.close();
    await Promise.all([sms.stop(), mail.stop()]);
    catalogue.disconnect();
    await notifyEvents.stop();
  });
  app.addHook('onClose', async () => {
    // After the server stopped taking requests: write the last operate logs, then disconnect.
    await operateLogs.close();
    if (redis) redis.disconnect();
    if (ownsDatabase) await database.close();
  });
  return app;
}
