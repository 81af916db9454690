/** Menu ids of the infra area (as in the reference console's seed) and its directory. */
import { directory } from '../../platform/menu-rows.ts';

export const InfraMenuIds = {
  infra: 2,
  /** Buttons 1056–1060. */
  config: 106,
} as const;

export const infraDirectory = directory(InfraMenuIds.infra, 0, '基础设施', '/infra', 'monitor', 20);
