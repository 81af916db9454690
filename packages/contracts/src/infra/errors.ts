/**
 * The infra area's error codes (module 1_001): configuration. Composed into `ErrorCodes`.
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
} as const satisfies ErrorTable;
