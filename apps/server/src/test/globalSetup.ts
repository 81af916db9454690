/**
 * Vitest's global setup for the server: builds the run's seeded database image once
 * (seededImage.ts) and tells testApp() where it is: a PGlite data-dir tarball under .tmp, or a
 * PostgreSQL template database when TEST_DATABASE_URL is set. Removed again when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { imageDir, seedImage } from './seededImage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite image: a tarball of a migrated and seeded data directory. */
    pgliteImage: string | undefined;
    /** The PostgreSQL template database a file's database is created from. */
    pgTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  return pgUrl ? postgresTemplate(project, pgUrl) : pgliteImage(project);
}

/** A run that was killed never removed its image (44 MB): those of runs no longer alive go. */
function removeStaleImages() {
  for (const name of fs.existsSync(imageDir) ? fs.readdirSync(imageDir) : []) {
    const pid = Number(/^server-test-image-(\d+)-[0-9a-f]+\.tar$/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') fs.rmSync(path.join(imageDir, name), { force: true });
    }
  }
}

async function pgliteImage(project: TestProject) {
  removeStaleImages();
  const database = await openDatabase({});
  let file: string;
  try {
    await seedImage(database);
    const tarball = await database.dump!();
    fs.mkdirSync(imageDir, { recursive: true });
    file = path.join(imageDir, `server-test-image-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteImage', file);
  project.provide('pgTemplate', undefined);
  return async () => fs.rmSync(file, { force: true });
}

async function postgresTemplate(project: TestProject, url: string) {
  const name = `tenon_template_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  const drop = () =>
    admin(async (c) => {
      await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString() });
    try {
      await seedImage(database);
    } finally {
      await database.close();
    }
    await admin(async (c) => {
      // A copy is refused while anyone is connected to the template; the pool may still be saying goodbye.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    });
  } catch (err) {
    await drop();
    throw err;
  }
  project.provide('pgliteImage', undefined);
  project.provide('pgTemplate', name);
  return drop;
}
