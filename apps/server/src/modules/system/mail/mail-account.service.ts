/**
 * SMTP accounts. The password goes in sealed (mail-secret.ts) and never comes out through the
 * API: the rows answered are projections without it, and an update without one keeps it, but
 * only while the password keeps going where it went: an update that moves the account to another
 * host or port, or turns SSL off, must bring the password again (MAIL_ACCOUNT_PASSWORD_REQUIRED),
 * so whoever may edit an account cannot send its stored password to a server of their choice.
 * The host must be one the outbound policy allows (platform/outbound-policy.ts), checked here
 * for the administrator and again by the sender when connecting.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type QueryOf, type mailAccountApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { containsText } from '../../../db/textFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { mailAccount, mailTemplate } from './mail.schema.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { normalHost, type OutboundPolicy } from '../../../platform/outbound-policy.ts';

/** The columns an account is answered with: every one but the password. */
export const publicAccount = {
  id: mailAccount.id,
  mail: mailAccount.mail,
  username: mailAccount.username,
  host: mailAccount.host,
  port: mailAccount.port,
  sslEnable: mailAccount.sslEnable,
  createTime: mailAccount.createTime,
};

type Create = BodyOf<typeof mailAccountApi.create>;
type Update = BodyOf<typeof mailAccountApi.update>;
type Destination = Pick<typeof mailAccount.$inferSelect, 'host' | 'port' | 'sslEnable'>;

/** Whether the stored password would go somewhere else, or less protected, than it was entered for. */
export const passwordMoves = (was: Destination, now: Destination) =>
  normalHost(was.host) !== normalHost(now.host) || was.port !== now.port || (was.sslEnable && !now.sslEnable);

export class MailAccountService {
  constructor(
    private readonly db: Db,
    private readonly box: () => SecretBox,
    private readonly outbound: Pick<OutboundPolicy, 'problem'>,
  ) {}

  page(q: QueryOf<typeof mailAccountApi.page>) {
    const where = and(containsText(mailAccount.mail, q.mail), containsText(mailAccount.username, q.username));
    return selectPage(this.db, mailAccount, where, q, ({ limit, offset }) =>
      this.db.select(publicAccount).from(mailAccount).where(where).orderBy(desc(mailAccount.id)).limit(limit).offset(offset),
    );
  }

  async get(id: number) {
    const [row] = await this.db.select(publicAccount).from(mailAccount).where(eq(mailAccount.id, id));
    if (!row) throw serviceError(ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS);
    return row;
  }

  listAllSimple() {
    return this.db.select({ id: mailAccount.id, mail: mailAccount.mail }).from(mailAccount).orderBy(mailAccount.id);
  }

  async create(caller: LoginUser, { password, ...fields }: Create): Promise<number> {
    await this.requireAllowed(fields.host);
    const by = String(caller.id);
    const [row] = await this.db
      .insert(mailAccount)
      .values({ ...fields, password: this.box().seal(password), creator: by, updater: by })
      .returning({ id: mailAccount.id });
    return row!.id;
  }

  async update(caller: LoginUser, { id, password, ...fields }: Update): Promise<boolean> {
    await requireGlobalRow(mailAccount, id, ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS, this.db);
    await this.requireAllowed(fields.host);
    await this.db.transaction(async (tx) => {
      // Locked, so the destination compared is the one the write replaces.
      const [current] = await tx.select().from(mailAccount).where(eq(mailAccount.id, id)).for('update');
      if (!current) throw serviceError(ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS);
      if (!password && current.password && passwordMoves(current, fields)) throw serviceError(ErrorCodes.MAIL_ACCOUNT_PASSWORD_REQUIRED);
      await tx
        .update(mailAccount)
        .set({ ...fields, ...(password ? { password: this.box().seal(password) } : {}), updater: String(caller.id) })
        .where(eq(mailAccount.id, id));
    });
    return true;
  }

  private async requireAllowed(host: string) {
    const problem = await this.outbound.problem(host);
    if (problem) throw serviceError(ErrorCodes.MAIL_ACCOUNT_HOST_NOT_ALLOWED, problem);
  }

  async delete(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await requireGlobalRow(mailAccount, id, ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS, tx);
      const [used] = await tx.select({ n: count() }).from(mailTemplate).where(eq(mailTemplate.accountId, id));
      if (used!.n > 0) throw serviceError(ErrorCodes.MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS);
      await tx.delete(mailAccount).where(eq(mailAccount.id, id));
      return true;
    });
  }
}
