/**
 * The password form's values, errors and touched fields, with antd Form's behaviour where the
 * page relied on it (a field is checked when it changes and all are on submit; an error set by
 * hand stays until the field changes), without antd: docs/performance.md, "First visit".
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { SignInForm } from '../../session/signIn';

export type CheckedField = 'tenantName' | 'username' | 'password';

const RULES: Record<CheckedField, (value: string) => string | undefined> = {
  tenantName: (value) => (value.trim() ? undefined : '租户不能为空'),
  username: (value) => (value.trim() ? undefined : '用户名不能为空'),
  password: (value) => (value ? undefined : '密码不能为空'),
};

export function useLoginForm(initialValues: SignInForm) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<CheckedField, string>>>({});
  // Read by callbacks that outlive a render (the hints' answer), as antd's form instance is.
  const current = useRef(values);
  const touched = useRef(new Set<keyof SignInForm>());

  const write = useCallback((next: SignInForm) => {
    current.current = next;
    setValues(next);
  }, []);

  return useMemo(
    () => ({
      values,
      errors,
      get: <K extends keyof SignInForm>(name: K): SignInForm[K] => current.current[name],
      isTouched: (name: keyof SignInForm) => touched.current.has(name),
      /** What the user typed or ticked: checked at once. */
      change<K extends keyof SignInForm>(name: K, value: SignInForm[K]) {
        touched.current.add(name);
        write({ ...current.current, [name]: value });
        if (name in RULES) setErrors((e) => ({ ...e, [name]: RULES[name as CheckedField](value as string) }));
      },
      /** Values the page fills in (demo hints): not touched, not checked. */
      fill(partial: Partial<SignInForm>) {
        write({ ...current.current, ...partial });
      },
      setError(name: CheckedField, message: string) {
        setErrors((e) => ({ ...e, [name]: message }));
      },
      /** Checks every field; the values when all pass. */
      validate(): SignInForm | null {
        const found = Object.fromEntries(
          (Object.keys(RULES) as CheckedField[]).map((name) => [name, RULES[name](current.current[name])]),
        ) as Partial<Record<CheckedField, string>>;
        setErrors(found);
        return Object.values(found).some(Boolean) ? null : current.current;
      },
    }),
    [values, errors, write],
  );
}
