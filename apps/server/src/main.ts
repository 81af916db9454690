/** Process entry: configuration from the environment, then listen and say where. */
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_ADMIN, DEMO_TENANT, DEMO_TENANT_ADMIN, SYSTEM_TENANT } from './modules/system/seed/tenants.seed.ts';

const config = loadConfig();
const app = await buildApp(config, { adminPassword: process.env.ADMIN_PASSWORD || undefined });

/**
 * The drain (docs/deploy.md): readiness answers 503 and every answer closes its connection for
 * DRAIN_SECONDS after SIGTERM (no wait after SIGINT), while requests that still come are served;
 * then the listener closes, requests in flight finish, the features' workers stop (open
 * unread-count streams and live sockets end, their clients reconnect to another instance) and
 * the last log rows are written. A second signal exits at once.
 * The balancer must have stopped sending here before the listener closes: connections it has
 * opened that the server has not yet accepted are reset then, and a POST nginx had sent on one
 * answers 502. One that polls readiness stops within its interval (DRAIN_SECONDS above it);
 * nginx (open source) polls nothing, so the instance is marked `down` and nginx reloaded before
 * the SIGTERM.
 */
const shutdown = async (signal: string) => {
  if (app.lifecycle.draining) process.exit(1);
  app.lifecycle.draining = true;
  // Kept-alive connections with no request on them are left open: closing one races the proxy
  // sending a request on it, which nginx cannot pass on when it is a POST (a 502). Each closes
  // after its next answer (`Connection: close`), and the ones still idle when the drain ends
  // close with the listener, when the balancer sends here no more.
  // Ctrl-C at a terminal (SIGINT) stops without the wait: nothing balances onto a console's own server.
  const drainSeconds = signal === 'SIGTERM' ? config.drainSeconds : 0;
  app.log.info({ signal, drainSeconds }, 'draining');
  await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Without its database thread the server can answer nothing but errors: it exits, and the process
// manager starts it again on the same data (kill -9 safe: bench/crash.bench.ts).
void app.database.failed?.then((error) => {
  app.log.fatal({ err: error }, 'the embedded database thread stopped');
  process.exit(1);
});

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `Tenon 管理后台已启动: http://${shownHost}:${config.port}/`,
  `数据库: ${app.database.kind === 'pglite' ? `内嵌 PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (config.seedDemo) {
  lines.push(
    `演示登录: 租户「${SYSTEM_TENANT.name}」 用户 ${DEMO_ADMIN.username} / 密码 ${DEMO_ADMIN.password}`,
    `第二个租户: 租户「${DEMO_TENANT.name}」 用户 ${DEMO_TENANT_ADMIN.username} / 密码 ${DEMO_TENANT_ADMIN.password}`,
    `工作流演示: lisi 发起请假 → zhangsan 领导审批 → zhaoliu 人事审批（密码均为 test123）`,
  );
}
if (app.seedResult.generatedAdminPassword) {
  lines.push(
    `首次启动已创建管理员: 租户「${SYSTEM_TENANT.name}」 用户 admin / 密码 ${app.seedResult.generatedAdminPassword} （只显示这一次，请登录后修改）`,
  );
}
console.log(lines.join('\n') + '\n');
