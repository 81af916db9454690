/** The mail sender every feature mails through (queued, retried, restart-safe) and its outbox worker. */
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import type { Provision, Worker } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { mailPasswordBox } from './mail-secret.ts';
import { MailSendService } from './mail-send.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    mail: MailSendService;
  }
}

export const mailProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'mail',
    needs: ['db', 'config'],
    build: ({ db, config }, { log }) =>
      new MailSendService(db, mailPasswordBox(config), {
        outbound: outboundPolicy(config.outbound),
        pollMs: config.deliveryPollSeconds * 1000,
        onError: (err) => log.error({ err }, 'mail sender failed'),
        // The far end's own words stay here: the mail log shows fixed text (mailFailureText).
        onAttemptError: (err, mailLogId) => log.warn({ err, mailLogId }, 'mail attempt failed'),
      }),
  },
];

export const mailWorkers: Array<Worker<ModuleDeps>> = [
  {
    name: 'mail outbox',
    start: ({ mail }) => {
      mail.start();
      return () => mail.stop();
    },
  },
];
