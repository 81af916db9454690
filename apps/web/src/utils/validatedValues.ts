/**
 * A form's values once every field has passed its rules, or undefined when one has not (the form
 * then shows which under the field). What every 确定 / 提交 of a dialog or page asks before it saves.
 *
 * antd refuses a check that a later one overtook (a field changed and was checked again while
 * this check ran, e.g. a paste just before the click) with
 * no field in error (`outOfDate`). Taken as "a field is wrong", that made a click on 确定 do
 * nothing, with nothing shown. Such a check is asked again; a few times at most, so a form that
 * keeps changing cannot hold the click forever.
 */
import type { FormInstance } from 'antd';

const ATTEMPTS = 3;

interface Refusal {
  errorFields?: unknown[];
  outOfDate?: boolean;
}

export async function validatedValues<T>(form: FormInstance<T>): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await form.validateFields();
    } catch (err) {
      const refusal = err as Refusal | undefined;
      const overtaken = refusal?.outOfDate === true && !refusal.errorFields?.length;
      if (!overtaken || attempt >= ATTEMPTS) return undefined;
    }
  }
}
