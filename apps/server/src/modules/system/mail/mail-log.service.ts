/** 邮件记录: the mails sent on the caller's tenant's behalf. */
import { desc } from 'drizzle-orm';
import { ErrorCodes, mailLogResource, type QueryOf, type mailLogApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { mailLog } from './mail.schema.ts';

export class MailLogService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  page(scope: TenantScope, q: QueryOf<typeof mailLogApi.page>) {
    const where = scope.where(mailLog, resourceWhere(mailLog, mailLogResource, q, this.timeZone));
    return selectPage(this.db, mailLog, where, q, ({ limit, offset }) =>
      this.db.select().from(mailLog).where(where).orderBy(desc(mailLog.id)).limit(limit).offset(offset),
    );
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, mailLog, id, ErrorCodes.MAIL_LOG_NOT_EXISTS);
  }
}
