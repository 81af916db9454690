/** Menu ids of the infra area (as in the reference console's seed) and its directory. */
import { directory } from '../../platform/menu-rows.ts';

export const InfraMenuIds = {
  infra: 2,
  /** Buttons 1056–1060. */
  config: 106,
  /** Buttons 1087, 1050–1054, 1075 (the reference's). */
  job: 110,
  /** 调度日志, a hidden page (the reference routes `/job/log` outside its menu table): Tenon's block 2880. */
  jobLog: 2880,
} as const;

export const infraDirectory = directory(InfraMenuIds.infra, 0, '基础设施', '/infra', 'monitor', 20);
