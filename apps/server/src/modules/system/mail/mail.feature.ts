import { DEBUG_MAIL_HOST, MailSendStatus, Permissions } from '@tenon/contracts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../seed/index.ts';
import { mailLogOf } from './mail-send.service.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { mailRoutes } from './mail.routes.ts';
import { mailAccount, mailLog, mailTemplate } from './mail.schema.ts';
import { mailParamsOf } from './mail-render.ts';
import { mailProvides, mailWorkers } from './mail.provides.ts';


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
  provides: mailProvides,
  workers: mailWorkers,
  ...routesNeeding(['config', 'db', 'mail'], (deps) => mailRoutes({ db: deps.db, config: deps.config, sender: deps.mail })),
  tables: [mailAccount, mailTemplate, mailLog],
  menus: [
    screen({ id: MenuIds.mailAccount, parent: MenuIds.mailDir, name: '邮箱账号', path: 'mail-account', icon: 'user', sort: 0, component: 'system/mail/account/index', componentName: 'SystemMailAccount' }),
    ...buttons(2741, MenuIds.mailAccount, [
      ['账号查询', Permissions.system.mailAccount.query],
      ['账号创建', Permissions.system.mailAccount.create],
      ['账号更新', Permissions.system.mailAccount.update],
      ['账号删除', Permissions.system.mailAccount.delete],
    ]),
    screen({ id: MenuIds.mailTemplate, parent: MenuIds.mailDir, name: '邮件模版', path: 'mail-template', icon: 'education', sort: 0, component: 'system/mail/template/index', componentName: 'SystemMailTemplate' }),
    ...buttons(2746, MenuIds.mailTemplate, [
      ['模版查询', Permissions.system.mailTemplate.query],
      ['模版创建', Permissions.system.mailTemplate.create],
      ['模版更新', Permissions.system.mailTemplate.update],
      ['模版删除', Permissions.system.mailTemplate.delete],
      ['发送测试邮件', Permissions.system.mailTemplate.sendMail],
    ]),
    screen({ id: MenuIds.mailLog, parent: MenuIds.mailDir, name: '邮件记录', path: 'mail-log', icon: 'log', sort: 0, component: 'system/mail/log/index', componentName: 'SystemMailLog' }),
    ...buttons(2752, MenuIds.mailLog, [['日志查询', Permissions.system.mailLog.query]]),
  ],
  // Accounts and templates are global (no tenant walk); a log is read only through its tenant's scope (tested in mail.routes.test.ts).
  demo: async (tx) => {
    // The debug account records each mail in 邮件记录 and sends nowhere (DEBUG_MAIL_HOST), so 测试
    // works on a first start; point it at a real server, with its password, to send for real.
    const [account] = await tx
      .insert(mailAccount)
      .values({ mail: 'noreply@tenon.local', username: 'noreply@tenon.local', host: DEBUG_MAIL_HOST, port: 25, sslEnable: false, creator: '1' })
      .returning({ id: mailAccount.id });
    await tx.insert(mailTemplate).values(
      demoTemplates.map((t) => ({ ...t, accountId: account!.id, params: mailParamsOf(t.title, t.content), creator: '1' })),
    );
    // Two mails queued as a send would queue them: the sender delivers them on its first round.
    const first = [
      { mail: 'admin@tenon.local', userId: 1, userType: 2, templateCode: 'test', templateParams: { title: '欢迎使用', name: '系统管理员', content: '这是调试邮箱发出的第一封邮件。' } },
      { mail: 'lisi@tenon.local', userId: 102, userType: 2, templateCode: 'register-success', templateParams: { nickname: '李四', username: 'lisi' } },
    ];
    for (const input of first) {
      const { values } = await mailLogOf(tx, { tenantId: SYSTEM_TENANT.id, ...input });
      await tenantScope(tx, SYSTEM_TENANT.id).insert(mailLog, { ...values, sendStatus: MailSendStatus.INIT, nextAttemptAt: Date.now() });
    }
  },
};
