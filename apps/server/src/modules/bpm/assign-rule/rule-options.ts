/**
 * Every option of a rule names something of the tenant that the rule type picks users from;
 * a script rule names one of the three scripts. Existence only: a disabled role or a user
 * group switched off later is the resolver's business (candidates.ts).
 */
import { inArray } from 'drizzle-orm';
import { BpmAssignRuleType, BpmAssignScript, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { dept } from '../../system/dept/dept.schema.ts';
import { post } from '../../system/post/post.schema.ts';
import { role } from '../../system/role/role.schema.ts';
import { user } from '../../system/user/user.schema.ts';
import { bpmUserGroup } from '../user-group/user-group.schema.ts';

const SCRIPTS: ReadonlySet<number> = new Set(Object.values(BpmAssignScript));

const tableOf = {
  [BpmAssignRuleType.ROLE]: role,
  [BpmAssignRuleType.DEPT_MEMBER]: dept,
  [BpmAssignRuleType.DEPT_LEADER]: dept,
  [BpmAssignRuleType.POST]: post,
  [BpmAssignRuleType.USER]: user,
  [BpmAssignRuleType.USER_GROUP]: bpmUserGroup,
} as const;

export async function requireValidOptions(scope: TenantScope, q: Db | Tx, type: number, options: number[]): Promise<void> {
  let known: Set<number>;
  if (type === BpmAssignRuleType.SCRIPT) known = SCRIPTS as Set<number>;
  else {
    const table = tableOf[type as keyof typeof tableOf];
    const rows = await q.select({ id: table.id }).from(table).where(scope.where(table, inArray(table.id, options)));
    known = new Set(rows.map((r) => r.id));
  }
  const missing = options.filter((id) => !known.has(id));
  if (missing.length > 0) throw serviceError(ErrorCodes.TASK_ASSIGN_RULE_OPTION_INVALID, missing.join(','));
}
