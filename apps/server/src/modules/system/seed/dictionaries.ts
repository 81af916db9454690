/**
 * Dictionary seed for Tenon (dictionary types and their data items).
 *
 * Source: the reference product ruoyi-vue-pro ("yudao") v1.8.3 (released 2023-10-24), seed script
 * `sql/mysql/ruoyi-vue-pro.sql`, tables `system_dict_type` and `system_dict_data`. The type codes, type
 * names, item values, labels, colour types and CSS classes below are facts of that seed, restated here as
 * plain data. Exactly how the data was put together:
 *   - Starting point: the v1.8.0 seed (2023-07-27: 59 types, 217 items).
 *   - Then the rows added or changed up to the v1.8.3 release date, as dated by their create/update times
 *     in the later reference seed: brokerage, member experience, delivery type, bargain/combination record
 *     status and banner position types are added; the `product_unit` and `member_point_status` types are
 *     dropped; coupon and point labels are updated.
 *   - Result: the 69 reference types. The reference also seeds `system_menu_type` and `system_data_scope`
 *     items with no type row, so their type names are completed by convention (see remark).
 *   - `pay_channel_wechat_version` (the reference console still names it) is no longer in the v1.8.3 seed. Its values come
 *     from the earlier reference seed.
 *
 * Tenon-specific differences (remarks are what an administrator reads in 字典管理: no development notes):
 *   - `system_login_result` gains value 40 "登录尝试过多" (danger).
 *   - `system_login_type` uses the login-log type enum values 100/101/103/104/200/202 and their labels.
 *
 * Conventions:
 *   - Values are always strings; labels are the reference's own (some are codes, e.g. OAuth2 grant types,
 *     whose Chinese meaning is kept in the item remark).
 *   - Array order is sort order (the reference `sort`, ties broken by the reference row order); a seeder
 *     can use the index as `sort`.
 *   - A missing `colorType` / `cssClass` means '' (plain text in the dictionary tag). Every item is
 *     enabled (status 0).
 *   - Types are listed in the order of the reference `system_dict_type` ids.
 */

import { Dicts, dictionaryDeclarations, type DictCode } from '@tenon/contracts';

export type ColorType = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface DictDataSeed {
  label: string;
  value: string;
  colorType?: ColorType;
  cssClass?: string;
  remark?: string;
}

/** The area a dictionary belongs to (its declaration's, in the contracts). */
export function dictionaryAreaOf(type: string): string {
  const found = dictionaryDeclarations.find((d) => d.type === type);
  if (!found) throw new Error(`dictionary type ${type} is declared by no area (packages/contracts/src/<area>/dicts.ts)`);
  return found.area;
}

/** The server's areas whose screens use another area's dictionaries: the contracts' 商城 (`mall`) ones are the product and promotion areas'. */
const dictionaryUsers: Record<string, readonly string[]> = { mall: ['product', 'promotion'] };

/** The dictionary types of the areas that exist (`areas.ts` names them). */
export const dictionariesOf = (areaNames: readonly string[]) =>
  dictionarySeed.filter((t) => {
    const area = dictionaryAreaOf(t.type);
    return areaNames.includes(area) || (dictionaryUsers[area] ?? []).some((user) => areaNames.includes(user));
  });

/**
 * Remarks an earlier release seeded as development notes, replaced at start where the stored
 * remark is still that note (an administrator's own remark is kept).
 */
export const formerDictRemarks: Array<{ type: string; value?: string; former: string }> = [
  { type: Dicts.systemLoginResult, former: '参考值之外追加 40 登录尝试过多（产品扩展）' },
  { type: Dicts.systemLoginResult, value: '40', former: '产品扩展值（参考种子无此项）' },
  { type: Dicts.systemSocialType, value: '90', former: 'Tenon：通用 OIDC（Keycloak、Authing、Azure AD 等）' },
  { type: Dicts.systemSmsChannelCode, value: 'TENCENT', former: 'Tenon：参考种子此版本未收录腾讯云，其发送实现存在' },
  { type: Dicts.systemSmsChannelCode, value: 'DEBUG', former: 'Tenon：只写入短信日志，不向任何地方发送' },
  { type: Dicts.systemLoginType, former: '类型取自参考种子；取值与标签按产品约定（登录日志类型枚举 100/101/103/104/200/202）' },
  { type: Dicts.systemMenuType, former: '参考数据未找到，按产品约定补全（参考种子仅有字典数据、无类型行，类型名称补全）' },
  { type: Dicts.systemDataScope, former: '参考数据未找到，按产品约定补全（参考种子仅有字典数据、无类型行，类型名称补全）' },
  { type: Dicts.payChannelWechatVersion, former: '参考 v1.8.3 种子已移除该类型；取自参考早期种子（支付渠道微信版本）' },
];

/** A dictionary's entries; its type code and name are its declaration's (`Dicts`, in the contracts). */
export interface DictTypeSeed {
  type: DictCode;
  remark?: string;
  data: DictDataSeed[];
}

/** Every dictionary type the reference console uses, with the reference's Chinese labels. Data order = sort order. */
const entries: DictTypeSeed[] = [
  { type: Dicts.systemUserSex, data: [
    { label: '男', value: '1', colorType: 'default', cssClass: 'A' },
    { label: '女', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.infraConfigType, data: [
    { label: '系统内置', value: '1', colorType: 'danger' },
    { label: '自定义', value: '2', colorType: 'primary' },
  ] },
  { type: Dicts.systemNoticeType, data: [
    { label: '通知', value: '1', colorType: 'success' },
    { label: '公告', value: '2', colorType: 'info' },
  ] },
  { type: Dicts.systemOperateType, data: [
    { label: '其它', value: '0', colorType: 'default' },
    { label: '查询', value: '1', colorType: 'info' },
    { label: '新增', value: '2', colorType: 'primary' },
    { label: '修改', value: '3', colorType: 'warning' },
    { label: '删除', value: '4', colorType: 'danger' },
    { label: '导出', value: '5', colorType: 'default' },
    { label: '导入', value: '6', colorType: 'default' },
  ] },
  { type: Dicts.commonStatus, data: [
    { label: '开启', value: '0', colorType: 'primary' },
    { label: '关闭', value: '1', colorType: 'info' },
  ] },
  { type: Dicts.infraBooleanString, data: [
    { label: '是', value: 'true', colorType: 'danger' },
    { label: '否', value: 'false', colorType: 'info' },
  ] },
  { type: Dicts.systemLoginResult, remark: '登录日志记录的登录结果', data: [
    { label: '成功', value: '0', colorType: 'success' },
    { label: '账号或密码不正确', value: '10', colorType: 'primary' },
    { label: '用户被禁用', value: '20', colorType: 'warning' },
    { label: '验证码不存在', value: '30', colorType: 'info' },
    { label: '验证码不正确', value: '31', colorType: 'info' },
    { label: '登录尝试过多', value: '40', colorType: 'danger', remark: '失败次数过多，账号或地址被暂时锁定' },
    { label: '未知异常', value: '100', colorType: 'danger' },
  ] },
  { type: Dicts.infraRedisTimeoutType, data: [
    { label: '永不超时', value: '1', colorType: 'primary', remark: 'Redis 未设置超时的情况' },
    { label: '动态超时', value: '2', colorType: 'info', remark: '程序里动态传入超时时间，无法固定' },
    { label: '固定超时', value: '3', colorType: 'success', remark: 'Redis 设置了过期时间' },
  ] },
  { type: Dicts.infraCodegenTemplateType, data: [
    { label: '单表（增删改查）', value: '1' },
    { label: '树表（增删改查）', value: '2' },
    { label: '主子表（标准模式）', value: '10' },
    { label: '子表', value: '15' },
  ] },
  { type: Dicts.infraJobStatus, data: [
    { label: '初始化中', value: '0', colorType: 'primary' },
    { label: '正常', value: '1', colorType: 'success' },
    { label: '暂停', value: '2', colorType: 'danger' },
  ] },
  { type: Dicts.infraJobLogStatus, data: [
    { label: '运行中', value: '0', colorType: 'primary' },
    { label: '成功', value: '1', colorType: 'success' },
    { label: '失败', value: '2', colorType: 'warning' },
  ] },
  { type: Dicts.userType, data: [
    { label: '会员', value: '1', colorType: 'primary' },
    { label: '管理员', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.systemSocialType, data: [
    { label: '码云', value: '10', colorType: 'default', remark: 'Gitee' },
    { label: '钉钉', value: '20', colorType: 'default' },
    { label: '企业微信', value: '30', colorType: 'default' },
    { label: 'OpenID Connect', value: '90', colorType: 'primary', remark: '通用 OpenID Connect（Keycloak、Authing、Azure AD 等）' },
  ] },
  { type: Dicts.infraApiErrorLogProcessStatus, data: [
    { label: '未处理', value: '0', colorType: 'primary' },
    { label: '已处理', value: '1', colorType: 'success' },
    { label: '已忽略', value: '2', colorType: 'danger' },
  ] },
  { type: Dicts.systemSmsChannelCode, data: [
    { label: '调试(钉钉)', value: 'DEBUG_DING_TALK', colorType: 'info' },
    { label: '阿里云', value: 'ALIYUN', colorType: 'primary' },
    { label: '腾讯云', value: 'TENCENT', colorType: 'success' },
    { label: '调试(仅记录)', value: 'DEBUG', colorType: 'warning', remark: '只写入短信日志，不实际发送' },
  ] },
  { type: Dicts.systemSmsTemplateType, data: [
    { label: '营销', value: '3', colorType: 'danger' },
    { label: '验证码', value: '1', colorType: 'warning' },
    { label: '通知', value: '2', colorType: 'primary' },
  ] },
  { type: Dicts.systemSmsSendStatus, data: [
    { label: '初始化', value: '0', colorType: 'primary' },
    { label: '发送成功', value: '10', colorType: 'success' },
    { label: '发送失败', value: '20', colorType: 'danger' },
    { label: '不发送', value: '30', colorType: 'info' },
  ] },
  { type: Dicts.systemSmsReceiveStatus, data: [
    { label: '等待结果', value: '0', colorType: 'primary' },
    { label: '接收成功', value: '10', colorType: 'success' },
    { label: '接收失败', value: '20', colorType: 'danger' },
  ] },
  { type: Dicts.systemErrorCodeType, data: [
    { label: '自动生成', value: '1', colorType: 'warning' },
    { label: '手动编辑', value: '2', colorType: 'primary' },
  ] },
  { type: Dicts.systemLoginType, remark: '登录日志记录的登录方式', data: [
    { label: '使用账号登录', value: '100', colorType: 'primary' },
    { label: '使用社交登录', value: '101', colorType: 'info' },
    { label: '使用手机登录', value: '103', colorType: 'default' },
    { label: '使用短信登录', value: '104', colorType: 'default' },
    { label: '自己主动登出', value: '200', colorType: 'primary' },
    { label: '强制登出', value: '202', colorType: 'danger' },
  ] },
  { type: Dicts.bpmOaLeaveType, data: [
    { label: '病假', value: '1', colorType: 'primary' },
    { label: '事假', value: '2', colorType: 'info' },
    { label: '婚假', value: '3', colorType: 'warning' },
  ] },
  { type: Dicts.payChannelCode, data: [
    { label: '微信公众号支付', value: 'wx_pub', colorType: 'success' },
    { label: '微信小程序支付', value: 'wx_lite', colorType: 'success' },
    { label: '微信 App 支付', value: 'wx_app', colorType: 'success' },
    { label: '微信扫码支付', value: 'wx_native', colorType: 'success' },
    { label: '微信条码支付', value: 'wx_bar', colorType: 'success' },
    { label: '支付宝 PC 网站支付', value: 'alipay_pc', colorType: 'primary' },
    { label: '支付宝 Wap 网站支付', value: 'alipay_wap', colorType: 'primary' },
    { label: '支付宝 App 支付', value: 'alipay_app', colorType: 'primary' },
    { label: '支付宝条码支付', value: 'alipay_bar', colorType: 'primary' },
    { label: '支付宝扫码支付', value: 'alipay_qr', colorType: 'primary' },
    { label: '模拟支付', value: 'mock', colorType: 'default' },
    { label: '钱包', value: 'wallet', colorType: 'primary' },
  ] },
  { type: Dicts.payNotifyStatus, data: [
    { label: '等待通知', value: '0', colorType: 'info' },
    { label: '通知成功', value: '10', colorType: 'success' },
    { label: '通知失败', value: '20', colorType: 'danger' },
    { label: '请求成功，但是结果失败', value: '21', colorType: 'warning' },
    { label: '请求失败', value: '22', colorType: 'warning' },
  ] },
  { type: Dicts.payOrderStatus, data: [
    { label: '等待支付', value: '0', colorType: 'info' },
    { label: '支付成功', value: '10', colorType: 'success' },
    { label: '已退款', value: '20', colorType: 'danger' },
    { label: '支付关闭', value: '30', colorType: 'info' },
  ] },
  { type: Dicts.payRefundStatus, data: [
    { label: '等待退款', value: '0', colorType: 'info' },
    { label: '退款成功', value: '10', colorType: 'success' },
    { label: '退款失败', value: '20', colorType: 'danger' },
  ] },
  { type: Dicts.bpmModelCategory, data: [
    { label: '默认', value: '1', colorType: 'primary' },
    { label: 'OA', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.bpmProcessInstanceStatus, data: [
    { label: '进行中', value: '1', colorType: 'primary' },
    { label: '已完成', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.bpmProcessInstanceResult, data: [
    { label: '处理中', value: '1', colorType: 'primary' },
    { label: '通过', value: '2', colorType: 'success' },
    { label: '不通过', value: '3', colorType: 'danger' },
    { label: '已取消', value: '4', colorType: 'info' },
    // The reference's task states beyond its seeded four, so their tags read as words.
    { label: '退回', value: '5', colorType: 'warning' },
    { label: '委派', value: '6', colorType: 'primary' },
    { label: '处理中【待后加签任务完成】', value: '7', colorType: 'primary' },
    { label: '处理中【待前加签任务完成】', value: '8', colorType: 'primary' },
    { label: '处理中【待前置任务完成】', value: '9', colorType: 'primary' },
  ] },
  { type: Dicts.bpmModelFormType, data: [
    { label: '流程表单', value: '10' },
    { label: '业务表单', value: '20' },
  ] },
  { type: Dicts.bpmTaskAssignRuleType, data: [
    { label: '角色', value: '10', colorType: 'info' },
    { label: '部门的成员', value: '20', colorType: 'primary' },
    { label: '部门的负责人', value: '21', colorType: 'primary' },
    { label: '岗位', value: '22', colorType: 'success' },
    { label: '用户', value: '30', colorType: 'info' },
    { label: '用户组', value: '40', colorType: 'warning' },
    { label: '自定义脚本', value: '50', colorType: 'danger' },
  ] },
  { type: Dicts.bpmTaskAssignScript, data: [
    { label: '流程发起人', value: '10' },
    { label: '流程发起人的一级领导', value: '20' },
    { label: '流程发起人的二级领导', value: '21' },
  ] },
  { type: Dicts.infraCodegenScene, data: [
    { label: '管理后台', value: '1' },
    { label: '用户 APP', value: '2' },
  ] },
  { type: Dicts.systemRoleType, data: [
    { label: '内置', value: '1', colorType: 'danger' },
    { label: '自定义', value: '2', colorType: 'primary' },
  ] },
  { type: Dicts.infraFileStorage, data: [
    { label: '数据库', value: '1', colorType: 'default' },
    { label: '本地磁盘', value: '10', colorType: 'default' },
    { label: 'FTP 服务器', value: '11', colorType: 'default' },
    { label: 'SFTP 服务器', value: '12', colorType: 'default' },
    { label: 'S3 对象存储', value: '20', colorType: 'default' },
  ] },
  { type: Dicts.systemOauth2GrantType, data: [
    { label: 'password', value: 'password', colorType: 'default', remark: '密码模式' },
    { label: 'authorization_code', value: 'authorization_code', colorType: 'primary', remark: '授权码模式' },
    { label: 'implicit', value: 'implicit', colorType: 'success', remark: '简化模式' },
    { label: 'client_credentials', value: 'client_credentials', colorType: 'default', remark: '客户端模式' },
    { label: 'refresh_token', value: 'refresh_token', colorType: 'info', remark: '刷新模式' },
  ] },
  { type: Dicts.productSpuStatus, data: [
    { label: '仓库中', value: '0', colorType: 'info' },
    { label: '回收站', value: '-1', colorType: 'default' },
    { label: '销售中', value: '1', colorType: 'success' },
  ] },
  { type: Dicts.promotionDiscountType, data: [
    { label: '满减', value: '1', colorType: 'success' },
    { label: '折扣', value: '2', colorType: 'primary' },
  ] },
  { type: Dicts.promotionCouponTemplateValidityType, data: [
    { label: '固定日期', value: '1', colorType: 'default' },
    { label: '领取之后', value: '2', colorType: 'default' },
  ] },
  { type: Dicts.promotionProductScope, data: [
    { label: '通用劵', value: '1', colorType: 'default' },
    { label: '商品劵', value: '2', colorType: 'default' },
    { label: '品类劵', value: '3', colorType: 'default' },
  ] },
  { type: Dicts.promotionCouponStatus, data: [
    { label: '未使用', value: '1', colorType: 'primary' },
    { label: '已使用', value: '2', colorType: 'success' },
    { label: '已过期', value: '3', colorType: 'info' },
  ] },
  { type: Dicts.promotionCouponTakeType, data: [
    { label: '直接领取', value: '1', colorType: 'primary' },
    { label: '指定发放', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.promotionActivityStatus, data: [
    { label: '未开始', value: '10', colorType: 'primary' },
    { label: '进行中', value: '20', colorType: 'success' },
    { label: '已结束', value: '30', colorType: 'info' },
    { label: '已关闭', value: '40', colorType: 'warning' },
  ] },
  { type: Dicts.promotionConditionType, data: [
    { label: '满 N 元', value: '10', colorType: 'primary' },
    { label: '满 N 件', value: '20', colorType: 'success' },
  ] },
  { type: Dicts.tradeAfterSaleStatus, data: [
    { label: '申请售后', value: '10', colorType: 'primary' },
    { label: '商品待退货', value: '20', colorType: 'primary' },
    { label: '商家待收货', value: '30', colorType: 'primary' },
    { label: '等待退款', value: '40', colorType: 'primary' },
    { label: '退款成功', value: '50', colorType: 'default' },
    { label: '买家取消', value: '61', colorType: 'info' },
    { label: '商家拒绝', value: '62', colorType: 'info' },
    { label: '商家拒收货', value: '63', colorType: 'info' },
  ] },
  { type: Dicts.tradeAfterSaleType, data: [
    { label: '售中退款', value: '10', colorType: 'success' },
    { label: '售后退款', value: '20', colorType: 'primary' },
  ] },
  { type: Dicts.tradeAfterSaleWay, data: [
    { label: '仅退款', value: '10', colorType: 'primary' },
    { label: '退货退款', value: '20', colorType: 'success' },
  ] },
  { type: Dicts.terminal, data: [
    { label: '微信小程序', value: '10', colorType: 'default' },
    { label: '微信公众号', value: '11', colorType: 'default' },
    { label: 'H5 网页', value: '20', colorType: 'default' },
    { label: '苹果 App', value: '31', colorType: 'default' },
    { label: '安卓 App', value: '32', colorType: 'default' },
  ] },
  { type: Dicts.tradeOrderType, data: [
    { label: '普通订单', value: '0', colorType: 'default' },
    { label: '秒杀订单', value: '1', colorType: 'default' },
    { label: '拼团订单', value: '2', colorType: 'default' },
    { label: '砍价订单', value: '3', colorType: 'default' },
  ] },
  { type: Dicts.tradeOrderStatus, data: [
    { label: '待支付', value: '0', colorType: 'default' },
    { label: '待发货', value: '10', colorType: 'primary' },
    { label: '已发货', value: '20', colorType: 'primary' },
    { label: '已完成', value: '30', colorType: 'success' },
    { label: '已取消', value: '40', colorType: 'danger' },
  ] },
  { type: Dicts.tradeOrderItemAfterSaleStatus, data: [
    { label: '未售后', value: '0', colorType: 'info' },
    // The values the reference's code stores (TradeOrderItemAfterSaleStatusEnum 10, 20); its seed's
    // 1 and 2 never match an order item, so a label would never show.
    { label: '售后中', value: '10', colorType: 'primary' },
    { label: '已退款', value: '20', colorType: 'success' },
  ] },
  { type: Dicts.mpAutoReplyRequestMatch, data: [
    { label: '完全匹配', value: '1', colorType: 'primary' },
    { label: '半匹配', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.mpMessageType, data: [
    { label: '文本', value: 'text', colorType: 'default' },
    { label: '图片', value: 'image', colorType: 'default' },
    { label: '语音', value: 'voice', colorType: 'default' },
    { label: '视频', value: 'video', colorType: 'default' },
    { label: '小视频', value: 'shortvideo', colorType: 'default' },
    { label: '图文', value: 'news', colorType: 'default' },
    { label: '音乐', value: 'music', colorType: 'default' },
    { label: '地理位置', value: 'location', colorType: 'default' },
    { label: '链接', value: 'link', colorType: 'default' },
    { label: '事件', value: 'event', colorType: 'default' },
  ] },
  { type: Dicts.systemMailSendStatus, data: [
    { label: '初始化', value: '0', colorType: 'primary' },
    { label: '发送成功', value: '10', colorType: 'success' },
    { label: '发送失败', value: '20', colorType: 'danger' },
    { label: '不发送', value: '30', colorType: 'info' },
  ] },
  { type: Dicts.systemNotifyTemplateType, data: [
    { label: '通知公告', value: '1', colorType: 'primary' },
    { label: '系统消息', value: '2', colorType: 'success' },
  ] },
  { type: Dicts.infraCodegenFrontType, data: [
    { label: 'Vue2 Element UI 标准模版', value: '10' },
    { label: 'Vue3 Element Plus 标准模版', value: '20' },
    { label: 'Vue3 Element Plus Schema 模版', value: '21' },
    { label: 'Vue3 vben 模版', value: '30' },
    { label: 'React antd 标准模版（Tenon）', value: '40' },
  ] },
  { type: Dicts.tradeDeliveryExpressChargeMode, data: [
    { label: '按件', value: '1' },
    { label: '按重量', value: '2' },
    { label: '按体积', value: '3' },
  ] },
  { type: Dicts.memberPointBizType, data: [
    { label: '签到', value: '1' },
    { label: '管理员修改', value: '2', colorType: 'default' },
    { label: '订单积分抵扣', value: '11' },
    { label: '订单积分抵扣（整单取消）', value: '12' },
    { label: '订单积分抵扣（单个退款）', value: '13' },
    { label: '订单积分奖励', value: '21', colorType: 'default' },
    { label: '订单积分奖励（整单取消）', value: '22', colorType: 'default' },
    { label: '订单积分奖励（单个退款）', value: '23', colorType: 'default' },
  ] },
  { type: Dicts.payNotifyType, data: [
    { label: '支付单', value: '1', colorType: 'primary' },
    { label: '退款单', value: '2', colorType: 'danger' },
  ] },
  { type: Dicts.memberExperienceBizType, data: [
    { label: '管理员调整', value: '0' },
    { label: '邀新奖励', value: '1' },
    { label: '签到奖励', value: '4' },
    { label: '抽奖奖励', value: '5' },
    { label: '下单奖励', value: '11', colorType: 'success' },
    { label: '下单奖励（整单取消）', value: '12', colorType: 'warning' },
    { label: '下单奖励（单个退款）', value: '13', colorType: 'warning' },
  ] },
  { type: Dicts.tradeDeliveryType, data: [
    { label: '快递发货', value: '1' },
    { label: '用户自提', value: '2' },
  ] },
  { type: Dicts.brokerageEnabledCondition, data: [
    { label: '人人分销', value: '1', remark: '所有用户都可以分销' },
    { label: '指定分销', value: '2', remark: '仅可后台手动设置推广员' },
  ] },
  { type: Dicts.brokerageBindMode, data: [
    { label: '首次绑定', value: '1', remark: '只要用户没有推广人，随时都可以绑定推广关系' },
    { label: '注册绑定', value: '2', remark: '仅新用户注册时才能绑定推广关系' },
    { label: '覆盖绑定', value: '3', remark: '如果用户已经有推广人，推广人会被变更' },
  ] },
  { type: Dicts.brokerageWithdrawType, data: [
    { label: '钱包', value: '1' },
    { label: '银行卡', value: '2' },
    { label: '微信', value: '3' },
    { label: '支付宝', value: '4' },
  ] },
  { type: Dicts.brokerageRecordBizType, data: [
    { label: '订单返佣', value: '1' },
    { label: '申请提现', value: '2' },
    { label: '申请提现驳回', value: '3' },
  ] },
  { type: Dicts.brokerageRecordStatus, data: [
    { label: '待结算', value: '0' },
    { label: '已结算', value: '1' },
    { label: '已取消', value: '2' },
  ] },
  { type: Dicts.brokerageWithdrawStatus, data: [
    { label: '审核中', value: '0' },
    { label: '审核通过', value: '10', colorType: 'success' },
    { label: '提现成功', value: '11', colorType: 'success' },
    { label: '审核不通过', value: '20', colorType: 'danger' },
    { label: '提现失败', value: '21', colorType: 'danger' },
  ] },
  { type: Dicts.brokerageBankName, data: [
    { label: '工商银行', value: '0' },
    { label: '建设银行', value: '1' },
    { label: '农业银行', value: '2' },
    { label: '中国银行', value: '3' },
    { label: '交通银行', value: '4' },
    { label: '招商银行', value: '5' },
  ] },
  { type: Dicts.promotionBargainRecordStatus, data: [
    { label: '砍价中', value: '1', colorType: 'default' },
    { label: '砍价成功', value: '2', colorType: 'success' },
    { label: '砍价失败', value: '3', colorType: 'warning' },
  ] },
  { type: Dicts.promotionCombinationRecordStatus, data: [
    { label: '拼团中', value: '1' },
    { label: '拼团成功', value: '2', colorType: 'success' },
    { label: '拼团失败', value: '3', colorType: 'warning' },
  ] },
  { type: Dicts.promotionBannerPosition, data: [
    { label: '满减送页', value: '5', colorType: 'warning' },
    { label: '限时折扣页', value: '4', colorType: 'warning' },
    { label: '砍价活动页', value: '3', colorType: 'warning' },
    { label: '秒杀活动页', value: '2', colorType: 'warning' },
    { label: '首页', value: '1', colorType: 'warning' },
  ] },
  { type: Dicts.systemMenuType, data: [
    { label: '目录', value: '1' },
    { label: '菜单', value: '2' },
    { label: '按钮', value: '3' },
  ] },
  { type: Dicts.systemDataScope, data: [
    { label: '全部数据权限', value: '1' },
    { label: '指定部门数据权限', value: '2' },
    { label: '本部门数据权限', value: '3' },
    { label: '本部门及以下数据权限', value: '4' },
    { label: '仅本人数据权限', value: '5' },
  ] },
  { type: Dicts.payChannelWechatVersion, data: [
    { label: 'v2', value: 'v2', remark: 'v2版本' },
    { label: 'v3', value: 'v3', remark: 'v3版本' },
  ] },
];

const nameOf = new Map(dictionaryDeclarations.map((d) => [d.type, d.name]));

/** Every declared dictionary with its entries, in the reference's order. Data order = sort order. */
export const dictionarySeed: Array<DictTypeSeed & { name: string }> = entries.map((t) => ({ ...t, name: nameOf.get(t.type)! }));
