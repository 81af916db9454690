/**
 * The job feature's door: other features declare their handlers, and the jobs the product needs
 * of them (`builtIn`), with the platform's type (`platform/job-handlers.ts`) in their manifests.
 */
export type { Jobs } from './job.provides.ts';
export { retentionPurge } from './retention-purge.ts';
