/**
 * PostgreSQL parses and plans an unnamed statement every time it is sent. The server sends the
 * same few hundred statement texts over and over (Drizzle builds the same text for the same query
 * shape; only the parameters change), so each is given a name the second time it is seen, and
 * node-postgres parses a named statement once per connection and then only binds and executes it.
 * Approvals ran a fifth faster this way on PostgreSQL in `bench/workflow.bench.ts` (docs/performance.md).
 * Pages and searches are not named: their plan must follow their parameters (statement-plans.mjs).
 *
 * Bounded, because every name lives in every connection's backend: only texts seen twice are
 * named (a one-off report does not stay behind), and at most `MAX_NAMED` texts a process; past
 * that, new texts run unnamed as before. A name is never reused for another text, so a
 * connection can never hold a name with a different meaning.
 *
 * A schema change: PostgreSQL plans a prepared statement again when a table it uses changes, but
 * refuses to run it if the change alters the columns it answers with ("cached plan must not
 * change result type": a column's type changed by a migration while this instance runs). The
 * statement that meets it fails, and its text is given a new name, which every connection
 * prepares afresh on its next run.
 */
import pg from 'pg';
import { plannedEachRun } from './statement-plans.mjs';

const MAX_NAMED = 1_000;
/** How many texts are watched for a second sighting: the rest run unnamed. */
const MAX_WATCHED = 20_000;
/** SQLSTATE of "cached plan must not change result type" (feature_not_supported). */
const RESULT_TYPE_CHANGED = '0A000';

/** What `query` receives as its first argument when Drizzle calls it. */
interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seenOnce = new Set<string>();
  /** Names given so far: a name is never given twice, even to a text given a new one. */
  private given = 0;

  constructor(
    private readonly maxNamed = MAX_NAMED,
    private readonly maxWatched = MAX_WATCHED,
  ) {}

  /** The name `text` runs under, or undefined while it is new, for a page or a search, or once the budget is spent. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined) return name;
    // Only texts not named yet pay for the look at their shape.
    if (this.named.size >= this.maxNamed || plannedEachRun(text)) return undefined;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size < this.maxWatched) this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const given = `tenon_${++this.given}`;
    this.named.set(text, given);
    return given;
  }

  /** After `text`'s prepared form was refused: its next run prepares it again, under a new name. */
  retire(text: string): void {
    this.named.delete(text);
  }
}

/**
 * A node-postgres client class for `new pg.Pool({ Client })` whose parameterized statements run
 * under the names `names` gives. Statements without parameters (`begin`, `commit`) stay on the
 * simple protocol, one message each.
 */
export function namingClient(names = new StatementNames()): typeof pg.Client {
  return class NamingClient extends pg.Client {
    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfig | string, unknown];
      if (config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined && typeof (config as { submit?: unknown }).submit !== 'function') {
        const params = Array.isArray(values) ? values : config.values;
        if (Array.isArray(params) && params.length > 0) {
          const name = names.nameOf(config.text);
          if (name !== undefined) {
            args[0] = { ...config, name };
            const result = (super.query as (...a: unknown[]) => unknown)(...args);
            // Drizzle passes no callback: the result is a promise.
            if (result instanceof Promise) result.catch((err: { code?: string }) => err?.code === RESULT_TYPE_CHANGED && names.retire(config.text as string));
            return result as never;
          }
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
