import type { FormRule } from 'antd';

export const PASSWORD_MISMATCH = '两次输入的密码不一致';

/** The 确认密码 field's rule: it must equal the field `passwordField` (re-checked as that one changes, with `dependencies`). */
export const confirmPasswordRule =
  (passwordField: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value) => (!value || value === getFieldValue(passwordField) ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH))),
  });
