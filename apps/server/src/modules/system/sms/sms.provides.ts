/** The SMS sender every feature texts through (queued, retried; rate-limited per mobile) and its outbox worker. */
import type { Provision, Worker } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { memorySmsRateLimiter, redisSmsRateLimiter } from './sms-rate-limit.ts';
import { sealPlainSmsSecrets, smsSecretBox } from './sms-secret.ts';
import { SmsSendService } from './sms-send.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    sms: SmsSendService;
  }
}

export const smsProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'sms',
    needs: ['db', 'config'],
    build: async ({ db, config }, { redis, log }) => {
      const box = smsSecretBox(config);
      await sealPlainSmsSecrets(db, box);
      return new SmsSendService(db, {
        box,
        urls: config.smsProviderUrls,
        pollMs: config.deliveryPollSeconds * 1000,
        limiter: redis ? redisSmsRateLimiter(redis) : memorySmsRateLimiter(),
        onError: (err) => log.error({ err }, 'sms sender failed'),
      });
    },
  },
];

export const smsWorkers: Array<Worker<ModuleDeps>> = [
  {
    name: 'sms outbox',
    start: ({ sms }) => {
      sms.start();
      return () => sms.stop();
    },
  },
];
