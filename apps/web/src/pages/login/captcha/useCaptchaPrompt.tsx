/**
 * The login's slider as a promise: `solve()` opens the popup and settles when the puzzle is
 * solved (the captchaVerification) or the popup is closed (CaptchaCancelledError).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import BlockPuzzle from './BlockPuzzle';

export class CaptchaCancelledError extends Error {
  constructor() {
    super('验证已取消');
    this.name = 'CaptchaCancelledError';
  }
}

export function useCaptchaPrompt(): { solve: () => Promise<string>; popup: ReactNode } {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ resolve: (v: string) => void; reject: (e: Error) => void } | null>(null);
  const settle = (how: (p: NonNullable<typeof pending.current>) => void) => {
    const p = pending.current;
    pending.current = null;
    setOpen(false);
    if (p) how(p);
  };
  const solve = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );
  const popup = (
    <BlockPuzzle
      open={open}
      onSuccess={(verification) => settle((p) => p.resolve(verification))}
      onCancel={() => settle((p) => p.reject(new CaptchaCancelledError()))}
    />
  );
  return { solve, popup };
}
