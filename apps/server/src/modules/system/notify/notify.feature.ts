import type { Feature } from '../../deps.ts';
import { notifyRoutes } from './notify.routes.ts';
import { notifyMessage, notifyTemplate } from './notify.schema.ts';

export const notifyFeature: Feature = {
  name: 'notify',
  routes: (deps) =>
    notifyRoutes({ db: deps.db, messages: deps.notifyMessages, sender: deps.notify, events: deps.notifyEvents, tokens: deps.tokens }),
  tables: [notifyTemplate, notifyMessage],
};
