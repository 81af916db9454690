/**
 * Reading configuration values: every key's value and visibility in one map, read through the
 * catalogue cache (`CONFIG_VALUES_KEY`), so a login attempt or a get-value-by-key is a map
 * lookup, and a write's `invalidate` reaches every instance at once. A built-in key whose row
 * holds an unusable value (only a hand edit of the database can store one) reads as the
 * environment's value.
 */
import { ConfigKeys } from '@tenon/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { ThrottleLimits } from '../../system/auth/index.ts';
import { valueProblem } from './config.builtin.ts';
import { infraConfig } from './config.schema.ts';

export const CONFIG_VALUES_KEY = 'infra-config:values';

export interface ConfigEntry {
  value: string;
  visible: boolean;
}

export class ConfigValues {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueCache,
    private readonly config: AppConfig,
  ) {}

  private all(): Promise<Map<string, ConfigEntry>> {
    return this.catalogue.get(CONFIG_VALUES_KEY, async () => {
      const rows = await this.db.select({ key: infraConfig.key, value: infraConfig.value, visible: infraConfig.visible }).from(infraConfig);
      return new Map(rows.map((r) => [r.key, { value: r.value, visible: r.visible }]));
    });
  }

  async entry(key: string): Promise<ConfigEntry | undefined> {
    return (await this.all()).get(key);
  }

  /** A built-in key's value when the product can use it, else `fallback`. */
  private async usable(key: string, fallback: string | number | boolean): Promise<string> {
    const value = (await this.all()).get(key)?.value;
    return value !== undefined && valueProblem(key, value) === undefined ? value : String(fallback);
  }

  async captchaEnabled(): Promise<boolean> {
    return (await this.usable(ConfigKeys.CAPTCHA_ENABLED, this.config.captchaEnabled)) === 'true';
  }

  async registerEnabled(): Promise<boolean> {
    return (await this.usable(ConfigKeys.REGISTER_ENABLED, false)) === 'true';
  }

  async registerRoleCode(): Promise<string> {
    return this.usable(ConfigKeys.REGISTER_ROLE_CODE, 'common');
  }

  /** Days of a log the housekeeping keeps (a built-in `*.retain-days` key; `fallback` while it is unusable). */
  async retainDays(key: string, fallback: number): Promise<number> {
    return Number(await this.usable(key, fallback));
  }

  /** The largest upload, in MB (`infra.file.max-size-mb`; 10 while it is unusable). */
  async fileMaxSizeMb(): Promise<number> {
    return Number(await this.usable(ConfigKeys.FILE_MAX_SIZE_MB, 10));
  }

  async loginLimits(): Promise<ThrottleLimits> {
    const c = this.config;
    const [maxPerUser, maxPerIp, maxPerAccount, windowMinutes] = await Promise.all([
      this.usable(ConfigKeys.LOGIN_MAX_FAILURES_PER_USER, c.loginMaxFailuresPerUser),
      this.usable(ConfigKeys.LOGIN_MAX_FAILURES_PER_IP, c.loginMaxFailuresPerIp),
      this.usable(ConfigKeys.LOGIN_MAX_FAILURES_PER_ACCOUNT, c.loginMaxFailuresPerAccount),
      this.usable(ConfigKeys.LOGIN_LOCK_MINUTES, c.loginLockMinutes),
    ]);
    return { maxPerUser: Number(maxPerUser), maxPerIp: Number(maxPerIp), maxPerAccount: Number(maxPerAccount), windowMinutes: Number(windowMinutes) };
  }
}
