import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database with pg_trgm, Drizzle's text types parsed once, and `sharedBuffers`
 * (PostgreSQL's `shared_buffers`) when given: the tests' in-memory databases need few.
 */
export function openPglite(options: { dataDir?: string; image?: Blob; sharedBuffers?: string }): Promise<PGlite>;

/** An image whose `arrayBuffer()` answers the bytes it was made from, without Blob's copy. */
export class ImageBytes extends Blob {
  constructor(contents: ArrayBuffer);
}

export type Operation =
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object' }
  | { op: 'dump' }
  | { op: 'close' };

/** A statement's rows (`query`), the data folder as an uncompressed tarball (`dump`), or null (`close`). */
export function execute(client: PGlite, operation: Operation): Promise<unknown>;
