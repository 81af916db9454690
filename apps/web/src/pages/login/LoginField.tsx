/**
 * A labelled input of the password form, drawn as antd's large vertical form item (login.css)
 * without antd: docs/performance.md, "First visit".
 */
import { useId, useState, type InputHTMLAttributes } from 'react';
import { LoginIcon, type LoginIconName } from './LoginIcon';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  label: string;
  icon: LoginIconName;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

export function LoginField({ label, icon, value, error, onValue, type = 'text', ...input }: LoginFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const secret = type === 'password';
  return (
    <div className={error ? 'login-field login-field-error' : 'login-field'}>
      <label className="login-field-label" htmlFor={id}>
        {label}
      </label>
      <span className="login-input">
        <span className="login-input-prefix">
          <LoginIcon name={icon} />
        </span>
        <input
          {...input}
          id={id}
          type={secret && !shown ? 'password' : secret ? 'text' : type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-help` : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {secret && (
          <button
            type="button"
            className="login-input-suffix"
            aria-label={shown ? '隐藏密码' : '显示密码'}
            onClick={() => setShown((s) => !s)}
          >
            <LoginIcon name={shown ? 'eye' : 'eyeInvisible'} />
          </button>
        )}
      </span>
      {error && (
        <div id={`${id}-help`} className="login-field-explain" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
