/**
 * The API logs' door: app.ts builds the batch writers and installs the hook on the API's
 * instance (both surfaces), and closes the writers last.
 */
export { createApiLogs, type ApiLogs } from './api-log.writer.ts';
export { installApiLog } from './api-log.hook.ts';
