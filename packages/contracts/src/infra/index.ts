/**
 * The infra area's contract: configuration, scheduled jobs, files (code generation to come). A new
 * screen's file is exported here and its endpoint groups listed in `infraApiGroups`, which the
 * registry serves; its permissions and error codes are its lines in `permissions.ts` and
 * `errors.ts` beside this file.
 */
import { apiAccessLogApi, apiErrorLogApi } from './api-log.ts';
import { configApi } from './config.ts';
import { jobApi, jobLogApi } from './job.ts';
import { dbMonitorApi, redisMonitorApi, serverMonitorApi } from './monitor.ts';
import { websocketApi } from './websocket.ts';
import { fileApi, fileConfigApi } from './file.ts';
import { swaggerApi } from './devtools.ts';
import { dataSourceConfigApi } from './data-source-config.ts';
import { dbDocApi } from './db-doc.ts';
import { codegenApi } from './codegen.ts';
import { testDemoApi } from './test-demo.ts';
import { demo02CategoryApi } from './demo02-category.ts';
import { demo03StudentApi } from './demo03-student.ts';

export * from './api-log.ts';
export * from './config.ts';
export * from './job.ts';
export * from './monitor.ts';
export * from './websocket.ts';
export * from './file.ts';
export * from './devtools.ts';
export * from './data-source-config.ts';
export * from './db-doc.ts';
export * from './codegen.ts';
export * from './test-demo.ts';
export * from './demo02-category.ts';
export * from './demo03-student.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const infraApiGroups = {
  configApi,
  jobApi,
  jobLogApi,
  redisMonitorApi,
  dbMonitorApi,
  serverMonitorApi,
  websocketApi,
  fileConfigApi,
  fileApi,
  apiAccessLogApi,
  apiErrorLogApi,
  swaggerApi,
  dataSourceConfigApi,
  dbDocApi,
  codegenApi,
  testDemoApi,
  demo02CategoryApi,
  demo03StudentApi,
} as const;
