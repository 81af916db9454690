/**
 * `npm start` on an existing data folder keeps its data; a production first start creates only
 * what the README lists: the system tenant, its administrator (with a generated password) and
 * the built-in super_admin role, and the catalogue (dictionaries, menus, message templates,
 * configuration keys, built-in jobs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, getTableName } from 'drizzle-orm';
import { API_BASE } from '@tenon/contracts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { tablesOf } from '../../../platform/area.ts';
import { areas } from '../../../areas.ts';
import { loginLog } from '../login-log/login-log.schema.ts';
import { role } from '../role/role.schema.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { user } from '../user/user.schema.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const login = (app: Awaited<ReturnType<typeof buildApp>>, username: string, password: string) =>
  app
    .inject({
      method: 'POST',
      url: `${API_BASE}/system/auth/login`,
      headers: { 'tenant-id': '1', 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
    })
    .then((r) => r.json());

describe('first start and restarts', () => {
  // Two starts that migrate a folder on disk: seconds alone, but the unit lane runs niced beside
  // the journeys and this once went past the default 90 s on a loaded CI machine (hence 240 s).
  it('keeps the embedded data folder across restarts: no reseed, logs and sessions survive', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-restart-'));
    dirs.push(dataDir);
    // A production start: the same first start and restart as the demo's, without the demo rows
    // (which cost half a minute on a busy machine and are not what this proves).
    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }), logLevel: 'silent' as const };

    const first = await buildApp(config);
    expect(first.seedResult.seeded).toBe(true);
    const session = (await login(first, 'admin', first.seedResult.generatedAdminPassword!)).data;
    await first.close();

    const second = await buildApp(config);
    try {
      expect(second.seedResult.seeded).toBe(false);
      const db = second.database.db;
      expect((await db.select({ n: count() }).from(loginLog))[0]!.n).toBe(1);
      const me = await second.inject({
        url: `${API_BASE}/system/auth/get-permission-info`,
        headers: { 'tenant-id': '1', authorization: `Bearer ${session.accessToken}` },
      });
      expect(me.json().code).toBe(0);
    } finally {
      await second.close();
    }
  }, 240_000);
});

describe('a production first start', () => {
  // One start for both: the rows are counted before the second test signs in (which writes a login log row).
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({});
    // Without the scheduler: its built-in jobs run from the start (支付通知 every 5 s), each run a
    // 调度日志 row, which a slow machine's count met (CI, 2026-11-30). They are not the seed's rows.
    app = await buildApp({ ...loadConfig({ NODE_ENV: 'production', JOB_SCHEDULER: 'false' }), logLevel: 'silent' }, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes only the rows the README lists, in every table of the schema', async () => {
    const tables = tablesOf(areas);
    expect(tables.length).toBeGreaterThan(15);
    const rows: Record<string, number> = {};
    for (const t of tables) rows[getTableName(t)] = (await database.db.select({ n: count() }).from(t))[0]!.n;
    const catalogue = ['system_dict_type', 'system_dict_data', 'system_menu', 'system_notify_template', 'system_error_code', 'infra_config', 'infra_job', 'infra_file_config'];
    for (const name of catalogue) expect(rows[name], name).toBeGreaterThan(0);
    const written = Object.fromEntries(Object.entries(rows).filter(([name, n]) => n > 0 && !catalogue.includes(name)));
    expect(written).toEqual({ system_tenant: 1, system_users: 1, system_role: 1, system_user_role: 1 });
  });

  it('seeds no demo users and prints a generated administrator password', async () => {
    const generated = app.seedResult.generatedAdminPassword;
    expect(generated).toMatch(/^[\w-]{16}$/);
    expect((await database.db.select({ n: count() }).from(tenant))[0]!.n).toBe(1);
    expect(await database.db.select({ username: user.username }).from(user)).toEqual([{ username: 'admin' }]);
    expect((await login(app, 'admin', 'admin123')).code).toBe(1002000000);
    expect((await login(app, 'admin', generated!)).code).toBe(0);
    const hints = await app.inject({ url: `${API_BASE}/system/auth/login-hints` });
    expect(hints.json().data).toBeNull();
    expect((await database.db.select().from(user).where(eq(user.username, 'admin')))[0]!.password).toMatch(/^\$argon2id\$/);
    expect(await database.db.select({ code: role.code }).from(role)).toEqual([{ code: 'super_admin' }]);
    expect((await database.db.select().from(tenant))[0]).toMatchObject({ contactName: '系统管理员', contactMobile: '', domain: '' });
    expect((await database.db.select().from(user))[0]).toMatchObject({ deptId: null, postIds: [], email: '', mobile: '' });
  });
});
