/**
 * node-postgres' pool, with the row-level security context (`tenantContext.ts`) set on every
 * connection it hands out. A connection remembers the tenant setting it last had, so the setting
 * is written only when the code checking it out needs another one: a request of the same tenant
 * as the connection's previous user adds no round trip. The first checkout of a connection also
 * takes the application role, the one the policies bind (the URL's user may be a superuser or
 * the tables' owner, whom they do not).
 *
 * Everything goes through `connect`: pg-pool's `query` checks out with it, and Drizzle's
 * transactions call it, so both see the context of the code that ran the query.
 */
import pg from 'pg';
import { tenantSetting } from './tenantContext.ts';

/** The role the server's queries run as on PostgreSQL: created by the migration `0026_rls`. */
export const APP_ROLE = 'tenon_app';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

export class TenantPool extends pg.Pool {
  /** The setting each connection has now; a connection not in here has not taken the role yet. */
  private readonly settings = new WeakMap<pg.PoolClient, string>();

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // Read now, in the caller's context: by the time a connection is free the flow may be another's.
    const wanted = tenantSetting();
    const checkedOut = super.connect().then(async (client) => {
      const had = this.settings.get(client);
      if (had === wanted) return client;
      try {
        await client.query(
          had === undefined
            ? `select set_config('role', '${APP_ROLE}', false), set_config('tenon.tenant_id', $1, false)`
            : `select set_config('tenon.tenant_id', $1, false)`,
          [wanted],
        );
      } catch (err) {
        // A connection whose setting is unknown is not handed out again.
        this.settings.delete(client);
        client.release(err as Error);
        throw err;
      }
      this.settings.set(client, wanted);
      return client;
    });
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
      (err: Error) => callback(err, undefined, () => {}),
    );
  }
}
