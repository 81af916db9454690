/**
 * Liveness and readiness (docs/deploy.md): ready answers 200 once the app is built; while the
 * process drains (main.ts sets `lifecycle.draining` on SIGTERM) it answers 503 and every answer
 * closes its connection, so a proxy opens its next one to another instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers UP to both probes, without a tenant or a token, and keeps connections open', async () => {
    for (const probe of [healthApi.health, healthApi.ready]) {
      const res = await t.download(probe, { tenantId: null });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, data: { status: 'UP' } });
      expect(res.headers.connection).not.toBe('close');
    }
  });

  it('while draining: readiness 503 DRAINING, liveness still UP, every answer closes its connection', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.download(healthApi.ready, { tenantId: null });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ data: { status: 'DRAINING' } });
      expect(ready.headers.connection).toBe('close');
      const live = await t.download(healthApi.health, { tenantId: null });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
