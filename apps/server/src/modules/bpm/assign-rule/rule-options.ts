/**
 * Every option of a rule names something of the tenant that the rule type picks users from;
 * a script rule names one of the three scripts. Existence only: a disabled role or a user
 * group switched off later is the resolver's business (candidates.ts).
 */
import { BpmAssignRuleType, BpmAssignScript, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { existingDeptIds } from '../../system/dept/index.ts';
import { existingPostIds } from '../../system/post/index.ts';
import { existingRoleIds } from '../../system/role/index.ts';
import { existingUserIds } from '../../system/user/index.ts';
import { existingUserGroupIds } from '../user-group/index.ts';

const SCRIPTS: ReadonlySet<number> = new Set(Object.values(BpmAssignScript));

/** Each rule type's owner, asked which of the options it has. */
const existingOf = {
  [BpmAssignRuleType.ROLE]: existingRoleIds,
  [BpmAssignRuleType.DEPT_MEMBER]: existingDeptIds,
  [BpmAssignRuleType.DEPT_LEADER]: existingDeptIds,
  [BpmAssignRuleType.POST]: existingPostIds,
  [BpmAssignRuleType.USER]: existingUserIds,
  [BpmAssignRuleType.USER_GROUP]: existingUserGroupIds,
} as const;

export async function requireValidOptions(scope: TenantScope, q: Db | Tx, type: number, options: number[]): Promise<void> {
  let known: Set<number>;
  if (type === BpmAssignRuleType.SCRIPT) known = SCRIPTS as Set<number>;
  else known = await existingOf[type as keyof typeof existingOf](q, scope, options);
  const missing = options.filter((id) => !known.has(id));
  if (missing.length > 0) throw serviceError(ErrorCodes.TASK_ASSIGN_RULE_OPTION_INVALID, missing.join(','));
}
