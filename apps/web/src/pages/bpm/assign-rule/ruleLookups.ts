/**
 * What a rule's `options` are ids of, by rule type (reference: taskAssignRuleDialog.vue): the
 * form field that picks them, its label, and the names the table shows for them. An id the
 * lists do not know (a deleted role) shows as 未知(id), as the reference shows it.
 */
import { useMemo } from 'react';
import { BpmAssignRuleType as T, userGroupApi, Dicts } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useDictDatas } from '../../../stores/dictStore';
import { useDeptTree, usePostOptions, useRoleOptions, useUserOptions } from '../../system/shared/lookups';

export const RULE_TYPE_DICT = Dicts.bpmTaskAssignRuleType;
export const RULE_SCRIPT_DICT = Dicts.bpmTaskAssignScript;

export type OptionField = 'roleIds' | 'deptIds' | 'postIds' | 'userIds' | 'userGroupIds' | 'scripts';

export const OPTION_FIELDS: { name: OptionField; label: string; types: number[] }[] = [
  { name: 'roleIds', label: '指定角色', types: [T.ROLE] },
  { name: 'deptIds', label: '指定部门', types: [T.DEPT_MEMBER, T.DEPT_LEADER] },
  { name: 'postIds', label: '指定岗位', types: [T.POST] },
  // 31 and 32 are user types of later versions; their options are user ids too.
  { name: 'userIds', label: '指定用户', types: [T.USER, 31, 32] },
  { name: 'userGroupIds', label: '指定用户组', types: [T.USER_GROUP] },
  { name: 'scripts', label: '指定脚本', types: [T.SCRIPT] },
];

export const optionFieldOf = (type: number | null | undefined) => OPTION_FIELDS.find((field) => type !== null && type !== undefined && field.types.includes(type));

type SelectOption = { label: string; value: number };

export function useRuleLookups() {
  const roles = useRoleOptions();
  const posts = usePostOptions();
  const users = useUserOptions();
  const { tree: deptTree, depts } = useDeptTree();
  const groupQuery = useEntityQuery(userGroupApi.listAllSimple);
  const scriptEntries = useDictDatas(RULE_SCRIPT_DICT);
  return useMemo(() => {
    const groups: SelectOption[] = (groupQuery.data ?? []).map((group) => ({ label: group.name, value: group.id }));
    const scripts: SelectOption[] = scriptEntries.map((entry) => ({ label: entry.label, value: Number(entry.value) }));
    const deptOptions: SelectOption[] = depts.map((dept) => ({ label: dept.name, value: dept.id }));
    const byField: Record<OptionField, SelectOption[]> = { roleIds: roles, deptIds: deptOptions, postIds: posts, userIds: users, userGroupIds: groups, scripts };
    const nameOf = (type: number | null, option: number) => {
      const field = optionFieldOf(type);
      return (field && byField[field.name].find((item) => item.value === option)?.label) ?? `未知(${option})`;
    };
    return { byField, deptTree, nameOf };
  }, [roles, posts, users, depts, deptTree, groupQuery.data, scriptEntries]);
}

export type RuleLookups = ReturnType<typeof useRuleLookups>;
