/**
 * Each API request runs in a row-level security context of its own (db/tenantContext.ts): it
 * starts seeing no tenant, and the gate narrows it to the request's tenant once it resolved it.
 * Callback hooks, so that what follows `done` (the gate, the handler) runs inside the context.
 */
import type { FastifyInstance } from 'fastify';
import { runRequest } from '../db/tenantContext.ts';

export function installRequestTenant(api: FastifyInstance): void {
  api.addHook('onRequest', (_req, _reply, done) => runRequest(undefined, done));
  // A parsed body resumes in the socket's context, not the request's: entered again from what the gate decided.
  api.addHook('preValidation', (req, _reply, done) => runRequest(req.ctx?.tenantId, done));
}
