/** The member area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const memberDictionaries = {
  memberPointBizType: { type: 'member_point_biz_type', name: '积分业务类型' },
  memberExperienceBizType: { type: 'member_experience_biz_type', name: '会员经验业务类型' },
} as const satisfies DictionaryTable;
