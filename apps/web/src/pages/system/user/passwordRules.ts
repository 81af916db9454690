import type { Rule } from 'antd/es/form';

export const PASSWORD_LENGTH_MESSAGE = '用户密码长度必须介于 6 和 32 之间';

/** The contract's password length (6 to 32), for the create form and 重置密码. */
export const PASSWORD_RULES: Rule[] = [{ min: 6, max: 32, message: PASSWORD_LENGTH_MESSAGE }];
