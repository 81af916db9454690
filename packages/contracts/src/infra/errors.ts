/**
 * The infra area's error codes (module 1_001): configuration, scheduled jobs. Composed into `ErrorCodes`.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const infraErrors = {
  // -- configuration --
  CONFIG_NOT_EXISTS: errorCode(1_001_000_001, '参数配置不存在'),
  CONFIG_KEY_DUPLICATE: errorCode(1_001_000_002, '参数配置 key 重复'),
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: errorCode(1_001_000_003, '不能删除类型为系统内置的参数配置'),
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: errorCode(1_001_000_004, '获取参数配置失败，原因：不允许获取不可见配置'),
  /** Tenon: a built-in key the product reads holds a value it cannot use (a number, a switch). */
  CONFIG_VALUE_INVALID: errorCode(1_001_000_005, '参数【{}】的值不正确：{}'),
  // -- scheduled jobs (the reference's codes and texts) --
  JOB_NOT_EXISTS: errorCode(1_001_001_000, '定时任务不存在'),
  JOB_HANDLER_EXISTS: errorCode(1_001_001_001, '定时任务的处理器已经存在'),
  JOB_CHANGE_STATUS_INVALID: errorCode(1_001_001_002, '只允许修改为开启或者关闭状态'),
  JOB_CHANGE_STATUS_EQUALS: errorCode(1_001_001_003, '定时任务已经处于该状态，无需修改'),
  JOB_UPDATE_ONLY_NORMAL_STATUS: errorCode(1_001_001_004, '只有开启状态的任务，才可以修改'),
  JOB_CRON_EXPRESSION_VALID: errorCode(1_001_001_005, 'CRON 表达式不正确'),
  /** Tenon: the handler is not one the server registers (the reference names a missing Spring bean). */
  JOB_HANDLER_BEAN_NOT_EXISTS: errorCode(1_001_001_006, '定时任务的处理器【{}】不存在'),
  /** Tenon: the job log rows' own "not found" (the reference answers an empty detail). */
  JOB_LOG_NOT_EXISTS: errorCode(1_001_001_100, '定时任务日志不存在'),
} as const satisfies ErrorTable;
