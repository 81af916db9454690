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
  /** 文件管理 (the reference's directory 1243) and its screens 文件配置 1237 (buttons 1238–1242), 文件列表 1090 (buttons 1091, 1092). */
  fileDir: 1243,
  fileConfig: 1237,
  file: 1090,
  /** 数据库监控 (the reference's MySQL 监控), its permission on the row itself. */
  dbMonitor: 111,
  /** 服务监控 (the reference's Java 监控), its permission on the row itself. */
  serverMonitor: 112,
  /** Redis 监控: buttons 1066, 1067 (the reference's). */
  redisMonitor: 113,
  /** WebSocket (the live channel's demo screen): Tenon's block 2890. */
  websocket: 2890,
  /** API 日志 (the reference's directory 1083) and its screens 访问日志 1078 (buttons 1088, 1082), 错误日志 1084 (buttons 1089, 1085, 1086). */
  apiLog: 1083,
  apiAccessLog: 1078,
  apiErrorLog: 1084,
} as const;

export const infraDirectory = directory(InfraMenuIds.infra, 0, '基础设施', '/infra', 'monitor', 20);
