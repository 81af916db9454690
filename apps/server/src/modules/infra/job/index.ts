/**
 * The job feature's door: the handler type other features declare their scheduled work with is
 * the platform's (`platform/job-handlers.ts`); this feature offers nothing else to them.
 */
export type { Jobs } from './job.provides.ts';
