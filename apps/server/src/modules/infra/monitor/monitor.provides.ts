/** The monitors' service: the server sampler (started with the app) and the shared Redis, if any. */
import type { Redis } from 'ioredis';
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { ServerSampler } from './server-sampler.ts';

export interface Monitors {
  sampler: ServerSampler;
  /** The app's Redis connection (REDIS_URL); undefined on the embedded start. */
  redis?: Redis;
}

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** 服务监控's sampler and Redis 监控's connection. */
    monitors: Monitors;
  }
}

export const monitorProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'monitors',
    needs: [],
    build: (_deps, host) => {
      const sampler = new ServerSampler();
      sampler.start();
      return { sampler, redis: host.redis };
    },
    close: ({ sampler }) => sampler.stop(),
  },
];
