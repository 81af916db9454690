import { sql } from 'drizzle-orm';
import { healthApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';

/**
 * Liveness (`/system/health`: the process answers) and readiness (`/system/ready`: this instance
 * should be given requests). A server listens only after migrations, seeds and workers are up
 * (app.ts), so readiness is refused only while draining (SIGTERM, main.ts) or when the database
 * does not answer; the refusal is HTTP 503, what load balancers and orchestrators read.
 */
export function healthRoutes({ db, lifecycle }: Pick<ModuleDeps, 'db' | 'lifecycle'>): RouteDef[] {
  return [
    route(healthApi.health, () => ({ status: 'UP' })),
    route(healthApi.ready, async ({ reply }) => {
      let status = 'UP';
      if (lifecycle.draining) status = 'DRAINING';
      else {
        try {
          await db.execute(sql`select 1`);
        } catch {
          status = 'DOWN';
        }
      }
      if (status !== 'UP') reply.status(503);
      return { status };
    }),
  ];
}
