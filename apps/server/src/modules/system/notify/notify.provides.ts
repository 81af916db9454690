/**
 * In-site messages: the events the unread-count streams listen to (across instances through
 * Redis when there is one), the reader's service, and the sender every feature notifies through.
 */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { NotifyEvents } from './notify-events.ts';
import { NotifyMessageService } from './notify-message.service.ts';
import { NotifySendService } from './notify-send.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    notifyEvents: NotifyEvents;
    notifyMessages: NotifyMessageService;
    /** The in-site message sender every module notifies users through. */
    notify: NotifySendService;
  }
}

export const notifyProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'notifyEvents',
    needs: ['catalogue'],
    build: async ({ catalogue }, { redis }) => {
      const events = new NotifyEvents(redis, catalogue);
      await events.start();
      return events;
    },
    close: (events) => events.stop(),
  },
  {
    name: 'notifyMessages',
    needs: ['db', 'notifyEvents', 'config', 'catalogue'],
    build: ({ db, notifyEvents, config, catalogue }) => new NotifyMessageService(db, notifyEvents, config.timeZone, catalogue),
  },
  { name: 'notify', needs: ['db', 'notifyEvents', 'catalogue'], build: ({ db, notifyEvents, catalogue }) => new NotifySendService(db, notifyEvents, catalogue) },
];
