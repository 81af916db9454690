/** Routes of 邮箱账号, 邮件模版 (with 测试: send-mail) and 邮件记录. */
import { mailAccountApi, mailLogApi, mailTemplateApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { AppConfig } from '../../../config.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { MailAccountService } from './mail-account.service.ts';
import { MailTemplateService } from './mail-template.service.ts';
import { MailLogService } from './mail-log.service.ts';
import type { MailSendService } from './mail-send.service.ts';
import { mailPasswordBox } from './mail-secret.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';

export interface MailDeps {
  db: Db;
  config: AppConfig;
  /** The app's one sender (app.ts starts and stops its worker). */
  sender: MailSendService;
}

export function mailServices({ db, config }: Pick<MailDeps, 'db' | 'config'>) {
  return {
    accounts: new MailAccountService(db, mailPasswordBox(config), outboundPolicy(config.outbound)),
    templates: new MailTemplateService(db, config.timeZone),
    logs: new MailLogService(db, config.timeZone),
  };
}

export function mailRoutes(deps: MailDeps): RouteDef[] {
  const { accounts, templates, logs } = mailServices(deps);
  const { sender } = deps;
  return [
    route(mailAccountApi.create, ({ ctx, body }) => accounts.create(ctx.user, body)),
    route(mailAccountApi.update, ({ ctx, body }) => accounts.update(ctx.user, body)),
    route(mailAccountApi.delete, ({ query }) => accounts.delete(query.id)),
    route(mailAccountApi.get, ({ query }) => accounts.get(query.id)),
    route(mailAccountApi.page, ({ query }) => accounts.page(query)),
    route(mailAccountApi.listAllSimple, () => accounts.listAllSimple()),
    route(mailTemplateApi.create, ({ ctx, body }) => templates.create(ctx.user, body)),
    route(mailTemplateApi.update, ({ ctx, body }) => templates.update(ctx.user, body)),
    route(mailTemplateApi.delete, ({ query }) => templates.delete(query.id)),
    route(mailTemplateApi.get, ({ query }) => templates.get(query.id)),
    route(mailTemplateApi.page, ({ query }) => templates.page(query)),
    route(mailTemplateApi.sendMail, ({ ctx, body }) => sender.send({ tenantId: ctx.tenantId, userId: ctx.user.id, userType: 2, ...body })),
    route(mailLogApi.page, ({ ctx, query }) => logs.page(ctx.scope, query)),
    route(mailLogApi.get, ({ ctx, query }) => logs.get(ctx.scope, query.id)),
  ];
}
