export * from './endpoint.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './system/auth.ts';
export * from './system/tenant.ts';
export * from './system/dict-data.ts';
export * from './system/health.ts';
export { allEndpoints } from './registry.ts';
