/**
 * The login's slider as a promise: `solve()` opens the popup and settles when the puzzle is
 * solved (the captchaVerification) or the popup is closed (CaptchaCancelledError). The slider
 * (antd's Modal, the AES code) loads when first asked for: most logins never show it.
 */
import { lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { WithAntd } from '../WithAntd';

const BlockPuzzle = lazy(() => import('./BlockPuzzle'));

export class CaptchaCancelledError extends Error {
  constructor() {
    super('验证已取消');
    this.name = 'CaptchaCancelledError';
  }
}

export function useCaptchaPrompt(): { solve: () => Promise<string>; popup: ReactNode } {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it plays antd's animation.
  const [asked, setAsked] = useState(false);
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
        setAsked(true);
        setOpen(true);
      }),
    [],
  );
  const popup = asked && (
    <WithAntd>
      <BlockPuzzle
        open={open}
        onSuccess={(verification) => settle((p) => p.resolve(verification))}
        onCancel={() => settle((p) => p.reject(new CaptchaCancelledError()))}
      />
    </WithAntd>
  );
  return { solve, popup };
}
