// @postgres: the outbox: a stopped server's mail sent once by the next instance; the account FOR UPDATE
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEBUG_MAIL_HOST, ErrorCodes, mailAccountApi, mailLogApi, mailTemplateApi, MailSendStatus, type MailLog } from '@tenon/contracts';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig, type AppConfig } from '../../../config.ts';
import { mailServices } from './mail.routes.ts';
import { mailAccount } from './mail.schema.ts';
import { MailSendService } from './mail-send.service.ts';
import { mailPasswordBox } from './mail-secret.ts';
import { startTestSmtp, type TestSmtp } from './testing/smtp-peer.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { ServiceError } from '../../../platform/errors.ts';

let t: TestApp;
let admin: Session;
let test: Session;
let other: Session;
let smtp: TestSmtp;
const SMTP_LOGIN = { username: 'sender@tenon.test', password: 'S3cret-密码!' };
// One key for every instance and service of this file, as servers sharing a database have.
const SECRET_KEY = 'a test key, long enough to be a secret';

beforeAll(async () => {
  t = await testApp({ secretKey: SECRET_KEY });
  smtp = await startTestSmtp(SMTP_LOGIN);
  [admin, test, other] = await Promise.all([t.login(), t.login('test', 'test123'), t.login('admin110', 'admin123', 121)]);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const accountBody = (over: Partial<{ mail: string; username: string; password: string; host: string; port: number; sslEnable: boolean }> = {}) => ({
  mail: 'sender@tenon.test',
  ...SMTP_LOGIN,
  host: '127.0.0.1',
  port: smtp.port,
  sslEnable: false,
  ...over,
});
const createAccount = (over = {}) => t.callOk(mailAccountApi.create, { body: accountBody(over), as: admin });
let seq = 0;
const createTemplate = async (accountId: number, over: Record<string, unknown> = {}) => {
  const code = `tpl-${++seq}-${Date.now() % 100000}`;
  const id = await t.callOk(mailTemplateApi.create, {
    body: { name: `模板${seq}`, code, accountId, nickname: '榫卯', title: '你好 {name}', content: '<p>验证码 {code}</p>', status: 0, ...over },
    as: admin,
  });
  return { id, code };
};
const waitForLog = async (id: number, as = admin): Promise<MailLog> => {
  for (let i = 0; i < 100; i++) {
    const log = await t.callOk(mailLogApi.get, { query: { id }, as });
    if (log.sendStatus !== MailSendStatus.INIT) return log;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mail log ${id} still sending`);
};

describe('mail accounts', () => {
  it('creates, reads, pages, updates and deletes; the password is never answered', async () => {
    const id = await createAccount({ mail: 'crud@tenon.test' });
    const got = await t.callOk(mailAccountApi.get, { query: { id }, as: admin });
    expect(got).toEqual({ id, mail: 'crud@tenon.test', username: SMTP_LOGIN.username, host: '127.0.0.1', port: smtp.port, sslEnable: false, createTime: expect.any(Number) });
    const page = await t.callOk(mailAccountApi.page, { query: { mail: 'CRUD@' }, as: admin });
    expect(page.list.map((a) => a.id)).toEqual([id]);
    expect((await t.callOk(mailAccountApi.page, { query: { username: 'nobody' }, as: admin })).total).toBe(0);
    expect(await t.callOk(mailAccountApi.update, { body: { id, ...accountBody({ mail: 'crud2@tenon.test', port: 2525, sslEnable: true }) }, as: admin })).toBe(true);
    expect(await t.callOk(mailAccountApi.get, { query: { id }, as: admin })).toMatchObject({ mail: 'crud2@tenon.test', port: 2525, sslEnable: true });
    const simple = await t.callOk(mailAccountApi.listAllSimple, { as: test });
    expect(simple).toContainEqual({ id, mail: 'crud2@tenon.test' });
    expect(await t.callOk(mailAccountApi.delete, { query: { id }, as: admin })).toBe(true);
    expect(await t.call(mailAccountApi.get, { query: { id }, as: admin })).toEqual({ code: 1002022000, data: null, msg: '邮箱账号不存在' });
  });

  it('stores the password sealed, not as text, keeps it when an update leaves it out, and no endpoint answers it', async () => {
    const id = await createAccount({ mail: 'sealed@tenon.test' });
    const [stored] = await t.db.select().from(mailAccount).where(eq(mailAccount.id, id));
    expect(stored!.password).toMatch(/^v1:/);
    expect(stored!.password).not.toContain(SMTP_LOGIN.password);
    await t.callOk(mailAccountApi.update, { body: { id, ...accountBody({ mail: 'sealed@tenon.test' }), password: undefined }, as: admin });
    const [kept] = await t.db.select().from(mailAccount).where(eq(mailAccount.id, id));
    expect(kept!.password).toBe(stored!.password);
    const answers = [
      await t.call(mailAccountApi.get, { query: { id }, as: admin }),
      await t.call(mailAccountApi.page, { as: admin }),
      await t.call(mailAccountApi.listAllSimple, { as: admin }),
    ].map((r) => JSON.stringify(r));
    for (const text of answers) {
      expect(text).not.toContain(SMTP_LOGIN.password);
      expect(text).not.toContain(stored!.password);
      expect(text).not.toContain('password');
    }
  });

  it('refuses to delete an account its templates use, and names the missing fields', async () => {
    const id = await createAccount();
    await createTemplate(id);
    expect(await t.call(mailAccountApi.delete, { query: { id }, as: admin })).toEqual({ code: 1002022001, data: null, msg: '无法删除，该邮箱账号还有邮件模板' });
    const bad = await t.api({ method: 'POST', path: '/system/mail-account/create', body: { ...accountBody(), password: '' }, token: admin.accessToken });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('密码');
    const badMail = await t.api({ method: 'POST', path: '/system/mail-account/create', body: { ...accountBody(), mail: 'not-a-mail' }, token: admin.accessToken });
    expect(badMail).toMatchObject({ code: 400, msg: expect.stringContaining('邮箱') });
  });

  it('is refused without its permissions (the 普通角色 user)', async () => {
    expect((await t.call(mailAccountApi.page, { as: test })).code).toBe(403);
    expect((await t.call(mailAccountApi.create, { body: accountBody(), as: test })).code).toBe(403);
  });
});

describe('mail templates', () => {
  it('CRUD with params read from title and content, content sanitised, filters', async () => {
    const accountId = await createAccount();
    const { id, code } = await createTemplate(accountId, { content: '<p onclick="x()">{code} 与 {name}</p><script>alert(1)</script>' });
    const got = await t.callOk(mailTemplateApi.get, { query: { id }, as: admin });
    expect(got).toMatchObject({ code, accountId, nickname: '榫卯', params: ['name', 'code'], status: 0, remark: '' });
    expect(got.content).not.toMatch(/onclick|script/);
    expect((await t.callOk(mailTemplateApi.page, { query: { code, accountId, status: 0 }, as: admin })).list.map((r) => r.id)).toEqual([id]);
    expect((await t.callOk(mailTemplateApi.page, { query: { code, status: 1 }, as: admin })).total).toBe(0);
    await t.callOk(mailTemplateApi.update, { body: { id, name: '改', code, accountId, title: '{a}', content: '<p>{b}</p>', status: 1 }, as: admin });
    expect(await t.callOk(mailTemplateApi.get, { query: { id }, as: admin })).toMatchObject({ name: '改', params: ['a', 'b'], status: 1, nickname: '' });
    expect(await t.callOk(mailTemplateApi.delete, { query: { id }, as: admin })).toBe(true);
    expect((await t.call(mailTemplateApi.get, { query: { id }, as: admin })).msg).toBe('邮件模版不存在');
  });

  it('keeps codes unique and refuses an unknown account', async () => {
    const accountId = await createAccount();
    const { code } = await createTemplate(accountId);
    const twin = await t.call(mailTemplateApi.create, { body: { name: 'x', code, accountId, title: 't', content: 'c', status: 0 }, as: admin });
    expect(twin).toEqual({ code: 1002023011, data: null, msg: `邮件模版 code(${code}) 已存在` });
    const noAccount = await t.call(mailTemplateApi.create, { body: { name: 'x', code: 'fresh-code', accountId: 99999, title: 't', content: 'c', status: 0 }, as: admin });
    expect(noAccount.msg).toBe('邮箱账号不存在');
  });
});

describe('sending', () => {
  it('answers at once with the log id; the SMTP server receives the rendered mail, signed in with the stored password; the log shows it sent', async () => {
    const accountId = await createAccount();
    const { id: templateId, code } = await createTemplate(accountId);
    const logId = await t.callOk(mailTemplateApi.sendMail, {
      body: { mail: 'reader@example.com', templateCode: code, templateParams: { name: '张三', code: '<b>8848</b>' } },
      as: admin,
    });
    const mail = await smtp.nextMail();
    expect(mail).toMatchObject({ user: SMTP_LOGIN.username, envelopeFrom: 'sender@tenon.test', envelopeTo: ['reader@example.com'], subject: '你好 张三' });
    expect(mail.from).toBe('榫卯 <sender@tenon.test>');
    expect(mail.to).toBe('reader@example.com');
    // A parameter is text in the HTML, never markup.
    expect(mail.body).toBe('<p>验证码 &lt;b&gt;8848&lt;/b&gt;</p>');
    const log = await waitForLog(logId);
    expect(log).toMatchObject({
      userId: 1,
      userType: 2,
      toMail: 'reader@example.com',
      accountId,
      fromMail: 'sender@tenon.test',
      templateId,
      templateCode: code,
      templateTitle: '你好 张三',
      templateParams: { name: '张三', code: '<b>8848</b>' },
      sendStatus: MailSendStatus.SUCCESS,
      sendException: '',
    });
    expect(log.sendMessageId).toMatch(/@/);
    expect(log.sendTime).toEqual(expect.any(Number));
    const page = await t.callOk(mailLogApi.page, { query: { toMail: 'reader@', sendStatus: MailSendStatus.SUCCESS, templateId }, as: admin });
    expect(page.list.map((l) => l.id)).toEqual([logId]);
  });

  it('logs a disabled template as 不发送 without sending, and names a missing parameter', async () => {
    const accountId = await createAccount();
    const { code } = await createTemplate(accountId, { status: 1 });
    const before = smtp.received.length;
    const logId = await t.callOk(mailTemplateApi.sendMail, { body: { mail: 'x@example.com', templateCode: code, templateParams: { name: 'a', code: 'b' } }, as: admin });
    expect((await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin })).sendStatus).toBe(MailSendStatus.IGNORE);
    const { code: enabled } = await createTemplate(accountId);
    expect(await t.call(mailTemplateApi.sendMail, { body: { mail: 'x@example.com', templateCode: enabled, templateParams: { name: 'a' } }, as: admin })).toEqual({
      code: 1002024000,
      data: null,
      msg: '模板参数(code)缺失',
    });
    expect((await t.call(mailTemplateApi.sendMail, { body: { mail: 'x@example.com', templateCode: 'nope' }, as: admin })).msg).toBe('邮件模版不存在');
    expect(smtp.received.length).toBe(before);
  });

  it('records a failed attempt on the log while the next one waits (wrong password)', async () => {
    const accountId = await createAccount({ password: 'wrong-password' });
    const { code } = await createTemplate(accountId);
    const logId = await t.callOk(mailTemplateApi.sendMail, { body: { mail: 'x@example.com', templateCode: code, templateParams: { name: 'a', code: 'b' } }, as: admin });
    // Three attempts 2 s and 10 s apart by default: the first is recorded while the others wait.
    for (let i = 0; i < 100; i++) {
      const log = await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin });
      if (log.sendException) {
        expect(log.sendStatus).toBe(MailSendStatus.INIT);
        expect(log.sendException).toBe('第 1 次发送失败：邮件服务器拒绝了登录，请检查用户名和密码（SMTP 535）');
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the failed attempt was not recorded');
  });

  it('tries again after each failure, writing every attempt, and ends 发送失败 after the last', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), secretKey: SECRET_KEY };
    const { accounts, templates } = mailServices({ db: t.db, config });
    const sender = new MailSendService(t.db, mailPasswordBox(config), { outbound: outboundPolicy(config.outbound), retryDelaysMs: [150, 150] });
    const caller = { id: 1 } as Parameters<typeof accounts.create>[0];
    const accountId = await accounts.create(caller, accountBody({ password: 'still-wrong' }));
    const code = `retry-${Date.now() % 100000}`;
    await templates.create(caller, { name: 'r', code, accountId, title: 't', content: '<p>c</p>', status: 0 });
    const seen: string[] = [];
    const logId = await sender.send({ tenantId: 1, mail: 'x@example.com', templateCode: code });
    for (let i = 0; i < 200 && seen.length < 3; i++) {
      const { sendException } = await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin });
      if (sendException && !seen.includes(sendException)) seen.push(sendException);
      await new Promise((r) => setTimeout(r, 5));
    }
    await sender.idle();
    const log = await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin });
    expect(log.sendStatus).toBe(MailSendStatus.FAILURE);
    expect(log.sendException).toMatch(/^第 3 次发送失败：邮件服务器拒绝了登录/);
    expect(log.sendTime).toEqual(expect.any(Number));
    expect(seen.map((e) => e.slice(0, 5))).toEqual(['第 1 次', '第 2 次', '第 3 次']);
  });

  it('is refused without the send permission', async () => {
    expect((await t.call(mailTemplateApi.sendMail, { body: { mail: 'x@example.com', templateCode: 'test' }, as: test })).code).toBe(403);
  });

  it('survives a stop between the answer and the delivery: the next instance on the same database sends the mail, once', async () => {
    const accountId = await createAccount();
    const { code } = await createTemplate(accountId, { title: '重启之后 {name}' });
    // As though the server were killed right after answering: its sender takes nothing more.
    await t.app.mail.stop();
    const logId = await t.callOk(mailTemplateApi.sendMail, { body: { mail: 'after@example.com', templateCode: code, templateParams: { name: '李四', code: '1' } }, as: admin });
    expect((await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin })).sendStatus).toBe(MailSendStatus.INIT);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-second-'));
    const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, secretKey: SECRET_KEY, seedDemo: true, logLevel: 'silent', webDist: undefined };
    const second = await buildApp(config, { database: t.app.database });
    try {
      await second.mail.idle();
      const log = await waitForLog(logId);
      expect(log).toMatchObject({ sendStatus: MailSendStatus.SUCCESS, attempts: 1, sendException: '' });
      // The first server back up too: nothing is sent again.
      t.app.mail.start();
      await Promise.all([t.app.mail.idle(), second.mail.idle()]);
      const delivered = smtp.received.filter((m) => m.subject === '重启之后 李四');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ user: SMTP_LOGIN.username, envelopeTo: ['after@example.com'] });
    } finally {
      t.app.mail.start();
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('where the stored password goes (issue 21)', () => {
  const config = () => ({ ...loadConfig({ NODE_ENV: 'test' }), secretKey: SECRET_KEY });
  const caller = { id: 1 } as Parameters<ReturnType<typeof mailServices>['accounts']['create']>[0];
  const sendTo = async (accountId: number) => {
    const { code } = await createTemplate(accountId);
    return t.callOk(mailTemplateApi.sendMail, { body: { mail: 'moved@example.com', templateCode: code, templateParams: { name: 'a', code: 'b' } }, as: admin });
  };

  it('asks for the password again when an update moves the account to another host or port or turns SSL off; the stored one is sent nowhere new', async () => {
    const elsewhere = await startTestSmtp({ username: SMTP_LOGIN.username, password: 'the-other-servers-own' });
    try {
      const id = await createAccount({ mail: 'moving@tenon.test' });
      const [before] = await t.db.select().from(mailAccount).where(eq(mailAccount.id, id));
      const update = (over: Parameters<typeof accountBody>[0]) =>
        t.call(mailAccountApi.update, { body: { id, ...accountBody({ mail: 'moving@tenon.test', ...over }), password: undefined }, as: admin });
      const refused = { code: ErrorCodes.MAIL_ACCOUNT_PASSWORD_REQUIRED.code, data: null, msg: '修改了服务器地址、端口或关闭了 SSL，请重新输入密码' };
      expect(await update({ port: elsewhere.port })).toEqual(refused);
      expect(await update({ host: 'localhost' })).toEqual(refused);
      // Turning SSL on keeps the password where it was, better protected; turning it off again does not.
      expect((await update({ sslEnable: true })).code).toBe(0);
      expect(await update({ sslEnable: false })).toEqual(refused);
      await t.callOk(mailAccountApi.update, { body: { id, ...accountBody({ mail: 'moving@tenon.test' }) }, as: admin });
      // The same host written differently is the same host; the username is no destination.
      expect((await update({ host: ' 127.0.0.1 ', username: 'renamed@tenon.test' })).code).toBe(0);
      await t.callOk(mailAccountApi.update, { body: { id, ...accountBody({ mail: 'moving@tenon.test' }) }, as: admin });
      const [after] = await t.db.select().from(mailAccount).where(eq(mailAccount.id, id));
      expect(after).toMatchObject({ host: '127.0.0.1', port: smtp.port });

      // Sending still goes to the server the password was entered for.
      await waitForLog(await sendTo(id));
      expect(elsewhere.auths).toEqual([]);
      expect(smtp.auths.at(-1)).toEqual(SMTP_LOGIN);

      // With the password typed again, the move is made, and that password is the one sent.
      await t.callOk(mailAccountApi.update, { body: { id, ...accountBody({ mail: 'moving@tenon.test', port: elsewhere.port, password: 'the-other-servers-own' }) }, as: admin });
      expect((await waitForLog(await sendTo(id))).sendStatus).toBe(MailSendStatus.SUCCESS);
      expect(elsewhere.auths).toEqual([{ username: SMTP_LOGIN.username, password: 'the-other-servers-own' }]);
      expect(before!.password).not.toBe((await t.db.select().from(mailAccount).where(eq(mailAccount.id, id)))[0]!.password);
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses, under the production policy, loopback, metadata, private and mapped addresses and names resolving to them: when saved and when sending', async () => {
    const strict = { ...config(), outbound: loadConfig({ NODE_ENV: 'production' }).outbound };
    const { accounts } = mailServices({ db: t.db, config: strict });
    const hosts = ['127.0.0.1', '169.254.169.254', '10.0.0.1', '::ffff:127.0.0.1', 'localhost'];
    for (const host of hosts) {
      const err = await accounts.create(caller, accountBody({ host })).then(() => undefined, (e: unknown) => e);
      expect(err, host).toBeInstanceOf(ServiceError);
      expect(err).toMatchObject({ code: ErrorCodes.MAIL_ACCOUNT_HOST_NOT_ALLOWED.code, message: expect.stringMatching(/^不允许连接该邮件服务器：.*(本机|链路本地|内网)地址/) });
    }
    const existing = await createAccount();
    await expect(accounts.update(caller, { id: existing, ...accountBody({ host: 'localhost' }) })).rejects.toMatchObject({ code: ErrorCodes.MAIL_ACCOUNT_HOST_NOT_ALLOWED.code });

    // Rows saved before (or under another policy) are checked again when sending: nothing connects.
    const box = mailPasswordBox(strict);
    const sender = new MailSendService(t.db, box, { outbound: outboundPolicy(strict.outbound), retryDelaysMs: [] });
    // Its own login name: the peer is shared with the other tests, whose mail (a retry, the outbox) may reach it meanwhile.
    const strictLogin = 'strict-policy-account';
    for (const host of hosts) {
      const [row] = await t.db
        .insert(mailAccount)
        .values({ mail: 'old@tenon.test', username: strictLogin, password: box().seal(SMTP_LOGIN.password), host, port: smtp.port, sslEnable: false, creator: '1' })
        .returning({ id: mailAccount.id });
      const { code } = await createTemplate(row!.id);
      const logId = await sender.send({ tenantId: 1, mail: 'x@example.com', templateCode: code, templateParams: { name: 'a', code: 'b' } });
      await sender.idle();
      const log = await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin });
      expect(log.sendStatus, host).toBe(MailSendStatus.FAILURE);
      expect(log.sendException).toMatch(/^第 1 次发送失败：不允许连接该邮件服务器：.*(本机|链路本地|内网)地址/);
    }
    expect(smtp.auths.filter((auth) => auth.username === strictLogin)).toEqual([]);
  });

  it('allows the local peers under the demo and test policy (the SMTP server of these tests is on 127.0.0.1)', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).outbound.allowLocal).toBe(true);
    expect((await t.call(mailAccountApi.create, { body: accountBody({ host: 'localhost' }), as: admin })).code).toBe(0);
    expect((await t.call(mailAccountApi.create, { body: accountBody({ host: '169.254.169.254' }), as: admin })).msg).toBe(
      '不允许连接该邮件服务器：169.254.169.254 是链路本地地址（含云服务器元数据地址）',
    );
  });

  it('logs a fixed message, not the banner, when the account points at a service that is no mail server (SSH)', async () => {
    const ssh = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.write('SSH-2.0-OpenSSH_9.6\r\n');
    });
    await new Promise<void>((resolve) => ssh.listen(0, '127.0.0.1', resolve));
    try {
      const port = (ssh.address() as net.AddressInfo).port;
      const accountId = await createAccount({ port });
      const raw: unknown[] = [];
      const sender = new MailSendService(t.db, mailPasswordBox(config()), { outbound: outboundPolicy(config().outbound), retryDelaysMs: [], onAttemptError: (err) => raw.push(err) });
      const { code } = await createTemplate(accountId);
      const logId = await sender.send({ tenantId: 1, mail: 'x@example.com', templateCode: code, templateParams: { name: 'a', code: 'b' } });
      await sender.idle();
      const log = await t.callOk(mailLogApi.get, { query: { id: logId }, as: admin });
      expect(log.sendStatus).toBe(MailSendStatus.FAILURE);
      expect(log.sendException).toBe('第 1 次发送失败：邮件服务器的应答无法识别（该地址与端口可能不是邮件服务）');
      expect(JSON.stringify(log)).not.toContain('SSH');
      // The server log keeps what happened (the sender drains every due mail, so others' attempts may be logged beside it).
      expect(raw.map(String).filter((e) => e.includes('SSH-2.0-OpenSSH_9.6'))).toHaveLength(1);
    } finally {
      ssh.close();
    }
  });
});

describe('mail log', () => {
  it('keeps tenants apart: the other tenant neither lists nor reads tenant 1 mail', async () => {
    const logs = await t.callOk(mailLogApi.page, { as: admin });
    expect(logs.total).toBeGreaterThan(0);
    const theirs = await t.callOk(mailLogApi.page, { as: other, tenantId: 121 });
    expect(theirs.total).toBe(0);
    expect(await t.call(mailLogApi.get, { query: { id: logs.list[0]!.id }, as: other, tenantId: 121 })).toEqual({ code: 1002024002, data: null, msg: '邮件日志不存在' });
  });

  it('filters by send time', async () => {
    const none = await t.callOk(mailLogApi.page, { query: { sendTime: ['2099-01-01 00:00:00', '2099-12-31 23:59:59'] }, as: admin });
    expect(none.total).toBe(0);
  });
});

describe('the demo’s debug account', () => {
  it('records its first mails as sent on a first start, and sends 测试 nowhere but 邮件记录', async () => {
    await t.app.mail.idle();
    const [debug] = await t.db.select().from(mailAccount).where(eq(mailAccount.host, DEBUG_MAIL_HOST));
    expect(debug).toBeDefined();
    const first = (await t.callOk(mailLogApi.page, { query: { pageSize: 100, accountId: debug!.id }, as: admin })).list;
    expect(first.filter((l) => ['admin@tenon.local', 'lisi@tenon.local'].includes(l.toMail)).map((l) => l.sendStatus)).toEqual([MailSendStatus.SUCCESS, MailSendStatus.SUCCESS]);
    const id = await t.callOk(mailTemplateApi.sendMail, { body: { mail: 'someone@example.com', templateCode: 'test', templateParams: { title: '调试', name: '某人', content: '你好' } }, as: admin });
    await t.app.mail.idle();
    const log = await t.callOk(mailLogApi.get, { query: { id }, as: admin });
    expect(log).toMatchObject({ sendStatus: MailSendStatus.SUCCESS, sendException: '', templateTitle: '【Tenon】调试' });
    expect(log.sendMessageId).toContain(DEBUG_MAIL_HOST);
  });
});
