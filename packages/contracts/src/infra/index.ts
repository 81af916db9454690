/**
 * The infra area's contract: configuration, scheduled jobs (files and code generation to come). A new
 * screen's file is exported here and its endpoint groups listed in `infraApiGroups`, which the
 * registry serves; its permissions and error codes are its lines in `permissions.ts` and
 * `errors.ts` beside this file.
 */
import { configApi } from './config.ts';
import { jobApi, jobLogApi } from './job.ts';

export * from './config.ts';
export * from './job.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const infraApiGroups = {
  configApi,
  jobApi,
  jobLogApi,
} as const;
