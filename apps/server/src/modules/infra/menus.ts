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
  /** 表单构建 and 系统接口 (the reference's), each its permission on the row itself. */
  build: 114,
  swagger: 116,
  /** Redis 监控: buttons 1066, 1067 (the reference's). */
  redisMonitor: 113,
  /** WebSocket (the live channel's demo screen): Tenon's block 2890. */
  websocket: 2890,
  /** API 日志 (the reference's directory 1083) and its screens 访问日志 1078 (buttons 1088, 1082), 错误日志 1084 (buttons 1089, 1085, 1086). */
  apiLog: 1083,
  apiAccessLog: 1078,
  apiErrorLog: 1084,
  /** 数据源配置: buttons 1256–1259 (the reference's; its 导出 1260 has no endpoint). */
  dataSourceConfig: 1255,
  /** 数据库文档, its permission on the row itself (the reference's has none). */
  dbDoc: 1076,
  /**
   * 代码生成: the reference's 115 with its buttons 1056–1060, which 配置管理's buttons took before
   * this screen came (a shipped id never changes), so the screen and its buttons are Tenon's block 3150.
   */
  codegen: 3150,
  /** 修改生成配置, the hidden editor at `/codegen/edit/:tableId` (the reference routes it outside its menu table). */
  codegenEdit: 3170,
} as const;

export const infraDirectory = directory(InfraMenuIds.infra, 0, '基础设施', '/infra', 'monitor', 20);
