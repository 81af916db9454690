import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { mailRoutes } from './mail.routes.ts';
import { mailAccount, mailLog, mailTemplate } from './mail.schema.ts';
import { mailParamsOf } from './mail-render.ts';


const demoTemplates = [
  { name: '测试模板', code: 'test', nickname: 'Tenon', title: '【Tenon】{title}', content: '<p>您好，{name}：</p><p>{content}</p>', status: 0 },
  {
    name: '注册成功',
    code: 'register-success',
    nickname: 'Tenon 管理后台',
    title: '欢迎加入 Tenon',
    content: '<p>{nickname}，欢迎注册 Tenon！</p><p>您的登录账号是 <strong>{username}</strong>。</p>',
    status: 0,
  },
  {
    name: '重置密码',
    code: 'reset-password',
    nickname: 'Tenon 管理后台',
    title: '重置密码验证码',
    content: '<p>您的验证码是 <strong>{code}</strong>，5 分钟内有效。</p>',
    status: 1,
  },
];

export const mailFeature: Feature = {
  name: 'mail',
  routes: (deps) => mailRoutes({ db: deps.db, config: deps.config, sender: deps.mail }),
  tables: [mailAccount, mailTemplate, mailLog],
  menus: [
    screen(MenuIds.mailAccount, MenuIds.mailDir, '邮箱账号', 'mail-account', 'user', 0, 'system/mail/account/index', 'SystemMailAccount'),
    ...buttons(2741, MenuIds.mailAccount, [
      ['账号查询', Permissions.system.mailAccount.query],
      ['账号创建', Permissions.system.mailAccount.create],
      ['账号更新', Permissions.system.mailAccount.update],
      ['账号删除', Permissions.system.mailAccount.delete],
    ]),
    screen(MenuIds.mailTemplate, MenuIds.mailDir, '邮件模版', 'mail-template', 'education', 0, 'system/mail/template/index', 'SystemMailTemplate'),
    ...buttons(2746, MenuIds.mailTemplate, [
      ['模版查询', Permissions.system.mailTemplate.query],
      ['模版创建', Permissions.system.mailTemplate.create],
      ['模版更新', Permissions.system.mailTemplate.update],
      ['模版删除', Permissions.system.mailTemplate.delete],
      ['发送测试邮件', Permissions.system.mailTemplate.sendMail],
    ]),
    screen(MenuIds.mailLog, MenuIds.mailDir, '邮件记录', 'mail-log', 'log', 0, 'system/mail/log/index', 'SystemMailLog'),
    ...buttons(2752, MenuIds.mailLog, [['日志查询', Permissions.system.mailLog.query]]),
  ],
  // Accounts and templates are global (no tenant walk); a log is read only through its tenant's scope (tested in mail.routes.test.ts).
  demo: async (tx) => {
    // A local relay (Mailpit, MailHog) on its usual port; no password, so nothing to seal.
    const [account] = await tx
      .insert(mailAccount)
      .values({ mail: 'noreply@tenon.local', username: 'noreply@tenon.local', host: '127.0.0.1', port: 1025, sslEnable: false, creator: '1' })
      .returning({ id: mailAccount.id });
    await tx.insert(mailTemplate).values(
      demoTemplates.map((t) => ({ ...t, accountId: account!.id, params: mailParamsOf(t.title, t.content), creator: '1' })),
    );
  },
};
