import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The seeded database every file starts from, built once per run (src/test/seededImage.ts).
    globalSetup: ['src/test/globalSetup.ts'],
    // Each file opens its own database (PGlite: ~0.7 GB), so keep files few and parallelism at
    // the machine's two cores.
    maxWorkers: 2,
    // Files share a worker's modules: the app's import (Fastify, Drizzle, every feature, PGlite)
    // costs seconds, and each file builds its own app and database from it anyway (testApp()).
    isolate: false,
    // Generous: a busy two-core machine can take seconds per PGlite start and argon2 hash.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
