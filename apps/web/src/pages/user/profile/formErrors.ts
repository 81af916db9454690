/**
 * Server refusals that belong to one field are shown at that field (旧密码不正确 under 旧密码),
 * not in a corner notification. The forms call with `showError: false`; anything not tied to a
 * field is shown here exactly as the request client would have shown it.
 */
import type { FormInstance } from 'antd';
import { ErrorCodes } from '@tenon/contracts';
import { ApiError, TRANSPORT_ERROR_CODE } from '../../../api/ApiError';
import { displayForCode } from '../../../api/errorDisplay';
import { showError } from '../../../api/feedback';

/** Each code comes from one endpoint only, so the field is always on the form that called. */
const FIELD_OF_CODE: Record<number, string> = {
  [ErrorCodes.USER_PASSWORD_FAILED.code]: 'oldPassword',
  [ErrorCodes.USER_MOBILE_EXISTS.code]: 'mobile',
  [ErrorCodes.USER_EMAIL_EXISTS.code]: 'email',
};

export function reportToForm(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || error.shown) return;
  const field = FIELD_OF_CODE[error.code];
  if (field) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return;
  }
  showError(
    error.code === TRANSPORT_ERROR_CODE
      ? { kind: 'toast', text: error.message, persistent: false }
      : displayForCode(error.code, error.message),
  );
}
