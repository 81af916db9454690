import type { Rule } from 'antd/es/form';
import { PASSWORD_RULE } from '@tenon/contracts';

export const PASSWORD_LENGTH_MESSAGE = PASSWORD_RULE.message;

/** The contract's password rule, for the create form and 重置密码. */
export const PASSWORD_RULES: Rule[] = [PASSWORD_RULE];
