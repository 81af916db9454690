/**
 * When the password login needs the captcha: always while 配置管理's switch is on, and for a
 * username or a client address with recent failures (`CAPTCHA_AFTER_FAILURES`), so that guessing
 * slows down for the guesser before the throttle's lock, and a crowd of addresses guessing one
 * username meets the puzzle instead of locking its owner out. An address gets more room than a
 * username: behind one office's address, everyone's typos add up.
 */
import type { ConfigValues } from '../../infra/config/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import type { Failures } from './login-throttle.ts';

/**
 * From one address a username is locked at the throttle's `maxPerUser` (5 by default) anyway;
 * the username's count here sums every address, so the puzzle meets a guess spread over many.
 */
export const CAPTCHA_AFTER_FAILURES: Failures = { user: 5, ip: 10 };

export class LoginCaptcha {
  constructor(
    private readonly configValues: ConfigValues,
    private readonly captcha: CaptchaService,
  ) {}

  async required(failures: Failures): Promise<boolean> {
    const many = failures.user >= CAPTCHA_AFTER_FAILURES.user || failures.ip >= CAPTCHA_AFTER_FAILURES.ip;
    return many || (await this.configValues.captchaEnabled());
  }

  /**
   * Checks (and uses up) the login's verification when one is required given the failures
   * counted before this attempt: undefined to go on, else the reason for refusing.
   */
  async refusal(failures: Failures, captchaVerification: string | undefined): Promise<string | undefined> {
    return (await this.required(failures)) ? this.captcha.verify(captchaVerification) : undefined;
  }
}
