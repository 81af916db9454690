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
 *   - `pay_channel_wechat_version` (listed by the spec) is no longer in the v1.8.3 seed. Its values come
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

export type ColorType = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface DictDataSeed {
  label: string;
  value: string;
  colorType?: ColorType;
  cssClass?: string;
  remark?: string;
}

/**
 * The area a dictionary type belongs to, by its code: a type is seeded with its area, so a first
 * start holds no dictionary of a screen that does not exist yet (pay, trade, mall… come with theirs).
 */
const AREA_OF_PREFIX: Array<[prefix: string, area: string]> = [
  ['system_', 'system'], ['common_', 'system'], ['user_type', 'system'],
  ['infra_', 'infra'], ['bpm_', 'bpm'],
  ['pay_', 'pay'], ['trade_', 'trade'], ['terminal', 'trade'], ['brokerage_', 'trade'],
  ['product_', 'mall'], ['promotion_', 'mall'], ['member_', 'member'], ['mp_', 'mp'],
];
export function dictionaryAreaOf(type: string): string {
  const found = AREA_OF_PREFIX.find(([prefix]) => type.startsWith(prefix));
  if (!found) throw new Error(`dictionary type ${type} belongs to no area (add its prefix to AREA_OF_PREFIX)`);
  return found[1];
}

/** The dictionary types of the areas that exist (`areas.ts` names them). */
export const dictionariesOf = (areaNames: readonly string[]) => dictionarySeed.filter((t) => areaNames.includes(dictionaryAreaOf(t.type)));

/**
 * Remarks an earlier release seeded as development notes, replaced at start where the stored
 * remark is still that note (an administrator's own remark is kept).
 */
export const formerDictRemarks: Array<{ type: string; value?: string; former: string }> = [
  { type: 'system_login_result', former: '参考值之外追加 40 登录尝试过多（产品扩展）' },
  { type: 'system_login_result', value: '40', former: '产品扩展值（参考种子无此项）' },
  { type: 'system_social_type', value: '90', former: 'Tenon：通用 OIDC（Keycloak、Authing、Azure AD 等）' },
  { type: 'system_sms_channel_code', value: 'TENCENT', former: 'Tenon：参考种子此版本未收录腾讯云，其发送实现存在' },
  { type: 'system_sms_channel_code', value: 'DEBUG', former: 'Tenon：只写入短信日志，不向任何地方发送' },
  { type: 'system_login_type', former: '类型取自参考种子；取值与标签按产品约定（登录日志类型枚举 100/101/103/104/200/202）' },
  { type: 'system_menu_type', former: '参考数据未找到，按产品约定补全（参考种子仅有字典数据、无类型行，类型名称补全）' },
  { type: 'system_data_scope', former: '参考数据未找到，按产品约定补全（参考种子仅有字典数据、无类型行，类型名称补全）' },
  { type: 'pay_channel_wechat_version', former: '参考 v1.8.3 种子已移除该类型；取自参考早期种子（支付渠道微信版本）' },
];

export interface DictTypeSeed {
  type: string;
  name: string;
  remark?: string;
  data: DictDataSeed[];
}

/** Every dictionary type the spec lists, with the reference's Chinese labels. Data order = sort order. */
export const dictionarySeed: DictTypeSeed[] = [
  { type: 'system_user_sex', name: '用户性别', data: [
    { label: '男', value: '1', colorType: 'default', cssClass: 'A' },
    { label: '女', value: '2', colorType: 'success' },
  ] },
  { type: 'infra_config_type', name: '参数类型', data: [
    { label: '系统内置', value: '1', colorType: 'danger' },
    { label: '自定义', value: '2', colorType: 'primary' },
  ] },
  { type: 'system_notice_type', name: '通知类型', data: [
    { label: '通知', value: '1', colorType: 'success' },
    { label: '公告', value: '2', colorType: 'info' },
  ] },
  { type: 'system_operate_type', name: '操作类型', data: [
    { label: '其它', value: '0', colorType: 'default' },
    { label: '查询', value: '1', colorType: 'info' },
    { label: '新增', value: '2', colorType: 'primary' },
    { label: '修改', value: '3', colorType: 'warning' },
    { label: '删除', value: '4', colorType: 'danger' },
    { label: '导出', value: '5', colorType: 'default' },
    { label: '导入', value: '6', colorType: 'default' },
  ] },
  { type: 'common_status', name: '系统状态', data: [
    { label: '开启', value: '0', colorType: 'primary' },
    { label: '关闭', value: '1', colorType: 'info' },
  ] },
  { type: 'infra_boolean_string', name: 'Boolean 是否类型', data: [
    { label: '是', value: 'true', colorType: 'danger' },
    { label: '否', value: 'false', colorType: 'info' },
  ] },
  { type: 'system_login_result', name: '登录结果', remark: '登录日志记录的登录结果', data: [
    { label: '成功', value: '0', colorType: 'success' },
    { label: '账号或密码不正确', value: '10', colorType: 'primary' },
    { label: '用户被禁用', value: '20', colorType: 'warning' },
    { label: '验证码不存在', value: '30', colorType: 'info' },
    { label: '验证码不正确', value: '31', colorType: 'info' },
    { label: '登录尝试过多', value: '40', colorType: 'danger', remark: '失败次数过多，账号或地址被暂时锁定' },
    { label: '未知异常', value: '100', colorType: 'danger' },
  ] },
  { type: 'infra_redis_timeout_type', name: 'Redis 超时类型', data: [
    { label: '永不超时', value: '1', colorType: 'primary', remark: 'Redis 未设置超时的情况' },
    { label: '动态超时', value: '2', colorType: 'info', remark: '程序里动态传入超时时间，无法固定' },
    { label: '固定超时', value: '3', colorType: 'success', remark: 'Redis 设置了过期时间' },
  ] },
  { type: 'infra_codegen_template_type', name: '代码生成模板类型', data: [
    { label: '单表（增删改查）', value: '1' },
    { label: '树表（增删改查）', value: '2' },
  ] },
  { type: 'infra_job_status', name: '定时任务状态', data: [
    { label: '初始化中', value: '0', colorType: 'primary' },
    { label: '正常', value: '1', colorType: 'success' },
    { label: '暂停', value: '2', colorType: 'danger' },
  ] },
  { type: 'infra_job_log_status', name: '定时任务日志状态', data: [
    { label: '运行中', value: '0', colorType: 'primary' },
    { label: '成功', value: '1', colorType: 'success' },
    { label: '失败', value: '2', colorType: 'warning' },
  ] },
  { type: 'user_type', name: '用户类型', data: [
    { label: '会员', value: '1', colorType: 'primary' },
    { label: '管理员', value: '2', colorType: 'success' },
  ] },
  { type: 'system_social_type', name: '社交平台的类型', data: [
    { label: '码云', value: '10', colorType: 'default', remark: 'Gitee' },
    { label: '钉钉', value: '20', colorType: 'default' },
    { label: '企业微信', value: '30', colorType: 'default' },
    { label: 'OpenID Connect', value: '90', colorType: 'primary', remark: '通用 OpenID Connect（Keycloak、Authing、Azure AD 等）' },
  ] },
  { type: 'infra_api_error_log_process_status', name: 'API 异常数据的处理状态', data: [
    { label: '未处理', value: '0', colorType: 'primary' },
    { label: '已处理', value: '1', colorType: 'success' },
    { label: '已忽略', value: '2', colorType: 'danger' },
  ] },
  { type: 'system_sms_channel_code', name: '短信渠道编码', data: [
    { label: '调试(钉钉)', value: 'DEBUG_DING_TALK', colorType: 'info' },
    { label: '阿里云', value: 'ALIYUN', colorType: 'primary' },
    { label: '腾讯云', value: 'TENCENT', colorType: 'success' },
    { label: '调试(仅记录)', value: 'DEBUG', colorType: 'warning', remark: '只写入短信日志，不实际发送' },
  ] },
  { type: 'system_sms_template_type', name: '短信模板的类型', data: [
    { label: '营销', value: '3', colorType: 'danger' },
    { label: '验证码', value: '1', colorType: 'warning' },
    { label: '通知', value: '2', colorType: 'primary' },
  ] },
  { type: 'system_sms_send_status', name: '短信发送状态', data: [
    { label: '初始化', value: '0', colorType: 'primary' },
    { label: '发送成功', value: '10', colorType: 'success' },
    { label: '发送失败', value: '20', colorType: 'danger' },
    { label: '不发送', value: '30', colorType: 'info' },
  ] },
  { type: 'system_sms_receive_status', name: '短信接收状态', data: [
    { label: '等待结果', value: '0', colorType: 'primary' },
    { label: '接收成功', value: '10', colorType: 'success' },
    { label: '接收失败', value: '20', colorType: 'danger' },
  ] },
  { type: 'system_error_code_type', name: '错误码的类型', data: [
    { label: '自动生成', value: '1', colorType: 'warning' },
    { label: '手动编辑', value: '2', colorType: 'primary' },
  ] },
  { type: 'system_login_type', name: '登录日志的类型', remark: '登录日志记录的登录方式', data: [
    { label: '使用账号登录', value: '100', colorType: 'primary' },
    { label: '使用社交登录', value: '101', colorType: 'info' },
    { label: '使用手机登录', value: '103', colorType: 'default' },
    { label: '使用短信登录', value: '104', colorType: 'default' },
    { label: '自己主动登出', value: '200', colorType: 'primary' },
    { label: '强制登出', value: '202', colorType: 'danger' },
  ] },
  { type: 'bpm_oa_leave_type', name: 'OA 请假类型', data: [
    { label: '病假', value: '1', colorType: 'primary' },
    { label: '事假', value: '2', colorType: 'info' },
    { label: '婚假', value: '3', colorType: 'warning' },
  ] },
  { type: 'pay_channel_code', name: '支付渠道编码类型', data: [
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
  { type: 'pay_notify_status', name: '支付回调状态', data: [
    { label: '等待通知', value: '0', colorType: 'info' },
    { label: '通知成功', value: '10', colorType: 'success' },
    { label: '通知失败', value: '20', colorType: 'danger' },
    { label: '请求成功，但是结果失败', value: '21', colorType: 'warning' },
    { label: '请求失败', value: '22', colorType: 'warning' },
  ] },
  { type: 'pay_order_status', name: '支付订单状态', data: [
    { label: '等待支付', value: '0', colorType: 'info' },
    { label: '支付成功', value: '10', colorType: 'success' },
    { label: '已退款', value: '20', colorType: 'danger' },
    { label: '支付关闭', value: '30', colorType: 'info' },
  ] },
  { type: 'pay_refund_status', name: '退款订单状态', data: [
    { label: '等待退款', value: '0', colorType: 'info' },
    { label: '退款成功', value: '10', colorType: 'success' },
    { label: '退款失败', value: '20', colorType: 'danger' },
  ] },
  { type: 'bpm_model_category', name: '流程分类', data: [
    { label: '默认', value: '1', colorType: 'primary' },
    { label: 'OA', value: '2', colorType: 'success' },
  ] },
  { type: 'bpm_process_instance_status', name: '流程实例的状态', data: [
    { label: '进行中', value: '1', colorType: 'primary' },
    { label: '已完成', value: '2', colorType: 'success' },
  ] },
  { type: 'bpm_process_instance_result', name: '流程实例的结果', data: [
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
  { type: 'bpm_model_form_type', name: '流程的表单类型', data: [
    { label: '流程表单', value: '10' },
    { label: '业务表单', value: '20' },
  ] },
  { type: 'bpm_task_assign_rule_type', name: '任务分配规则的类型', data: [
    { label: '角色', value: '10', colorType: 'info' },
    { label: '部门的成员', value: '20', colorType: 'primary' },
    { label: '部门的负责人', value: '21', colorType: 'primary' },
    { label: '岗位', value: '22', colorType: 'success' },
    { label: '用户', value: '30', colorType: 'info' },
    { label: '用户组', value: '40', colorType: 'warning' },
    { label: '自定义脚本', value: '50', colorType: 'danger' },
  ] },
  { type: 'bpm_task_assign_script', name: '任务分配自定义脚本', data: [
    { label: '流程发起人', value: '10' },
    { label: '流程发起人的一级领导', value: '20' },
    { label: '流程发起人的二级领导', value: '21' },
  ] },
  { type: 'infra_codegen_scene', name: '代码生成的场景枚举', data: [
    { label: '管理后台', value: '1' },
    { label: '用户 APP', value: '2' },
  ] },
  { type: 'system_role_type', name: '角色类型', data: [
    { label: '内置', value: '1', colorType: 'danger' },
    { label: '自定义', value: '2', colorType: 'primary' },
  ] },
  { type: 'infra_file_storage', name: '文件存储器', data: [
    { label: '数据库', value: '1', colorType: 'default' },
    { label: '本地磁盘', value: '10', colorType: 'default' },
    { label: 'FTP 服务器', value: '11', colorType: 'default' },
    { label: 'SFTP 服务器', value: '12', colorType: 'default' },
    { label: 'S3 对象存储', value: '20', colorType: 'default' },
  ] },
  { type: 'system_oauth2_grant_type', name: 'OAuth 2.0 授权类型', data: [
    { label: 'password', value: 'password', colorType: 'default', remark: '密码模式' },
    { label: 'authorization_code', value: 'authorization_code', colorType: 'primary', remark: '授权码模式' },
    { label: 'implicit', value: 'implicit', colorType: 'success', remark: '简化模式' },
    { label: 'client_credentials', value: 'client_credentials', colorType: 'default', remark: '客户端模式' },
    { label: 'refresh_token', value: 'refresh_token', colorType: 'info', remark: '刷新模式' },
  ] },
  { type: 'product_spu_status', name: '商品 SPU 状态', data: [
    { label: '仓库中', value: '0', colorType: 'info' },
    { label: '回收站', value: '-1', colorType: 'default' },
    { label: '销售中', value: '1', colorType: 'success' },
  ] },
  { type: 'promotion_discount_type', name: '优惠类型', data: [
    { label: '满减', value: '1', colorType: 'success' },
    { label: '折扣', value: '2', colorType: 'primary' },
  ] },
  { type: 'promotion_coupon_template_validity_type', name: '优惠劵模板的有限期类型', data: [
    { label: '固定日期', value: '1', colorType: 'default' },
    { label: '领取之后', value: '2', colorType: 'default' },
  ] },
  { type: 'promotion_product_scope', name: '营销的商品范围', data: [
    { label: '通用劵', value: '1', colorType: 'default' },
    { label: '商品劵', value: '2', colorType: 'default' },
    { label: '品类劵', value: '3', colorType: 'default' },
  ] },
  { type: 'promotion_coupon_status', name: '优惠劵的状态', data: [
    { label: '未使用', value: '1', colorType: 'primary' },
    { label: '已使用', value: '2', colorType: 'success' },
    { label: '已过期', value: '3', colorType: 'info' },
  ] },
  { type: 'promotion_coupon_take_type', name: '优惠劵的领取方式', data: [
    { label: '直接领取', value: '1', colorType: 'primary' },
    { label: '指定发放', value: '2', colorType: 'success' },
  ] },
  { type: 'promotion_activity_status', name: '促销活动的状态', data: [
    { label: '未开始', value: '10', colorType: 'primary' },
    { label: '进行中', value: '20', colorType: 'success' },
    { label: '已结束', value: '30', colorType: 'info' },
    { label: '已关闭', value: '40', colorType: 'warning' },
  ] },
  { type: 'promotion_condition_type', name: '营销的条件类型', data: [
    { label: '满 N 元', value: '10', colorType: 'primary' },
    { label: '满 N 件', value: '20', colorType: 'success' },
  ] },
  { type: 'trade_after_sale_status', name: '交易售后状态', data: [
    { label: '申请售后', value: '10', colorType: 'primary' },
    { label: '商品待退货', value: '20', colorType: 'primary' },
    { label: '商家待收货', value: '30', colorType: 'primary' },
    { label: '等待退款', value: '40', colorType: 'primary' },
    { label: '退款成功', value: '50', colorType: 'default' },
    { label: '买家取消', value: '61', colorType: 'info' },
    { label: '商家拒绝', value: '62', colorType: 'info' },
    { label: '商家拒收货', value: '63', colorType: 'info' },
  ] },
  { type: 'trade_after_sale_type', name: '交易售后的类型', data: [
    { label: '售中退款', value: '10', colorType: 'success' },
    { label: '售后退款', value: '20', colorType: 'primary' },
  ] },
  { type: 'trade_after_sale_way', name: '交易售后的方式', data: [
    { label: '仅退款', value: '10', colorType: 'primary' },
    { label: '退货退款', value: '20', colorType: 'success' },
  ] },
  { type: 'terminal', name: '终端', data: [
    { label: '微信小程序', value: '10', colorType: 'default' },
    { label: '微信公众号', value: '11', colorType: 'default' },
    { label: 'H5 网页', value: '20', colorType: 'default' },
    { label: '苹果 App', value: '31', colorType: 'default' },
    { label: '安卓 App', value: '32', colorType: 'default' },
  ] },
  { type: 'trade_order_type', name: '交易订单的类型', data: [
    { label: '普通订单', value: '0', colorType: 'default' },
    { label: '秒杀订单', value: '1', colorType: 'default' },
    { label: '拼团订单', value: '2', colorType: 'default' },
    { label: '砍价订单', value: '3', colorType: 'default' },
  ] },
  { type: 'trade_order_status', name: '交易订单的状态', data: [
    { label: '待支付', value: '0', colorType: 'default' },
    { label: '待发货', value: '10', colorType: 'primary' },
    { label: '已发货', value: '20', colorType: 'primary' },
    { label: '已完成', value: '30', colorType: 'success' },
    { label: '已取消', value: '40', colorType: 'danger' },
  ] },
  { type: 'trade_order_item_after_sale_status', name: '交易订单项的售后状态', data: [
    { label: '未售后', value: '0', colorType: 'info' },
    { label: '售后中', value: '1', colorType: 'primary' },
    { label: '已退款', value: '2', colorType: 'success' },
  ] },
  { type: 'mp_auto_reply_request_match', name: '公众号自动回复的请求关键字匹配模式', data: [
    { label: '完全匹配', value: '1', colorType: 'primary' },
    { label: '半匹配', value: '2', colorType: 'success' },
  ] },
  { type: 'mp_message_type', name: '公众号的消息类型', data: [
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
  { type: 'system_mail_send_status', name: '邮件发送状态', data: [
    { label: '初始化', value: '0', colorType: 'primary' },
    { label: '发送成功', value: '10', colorType: 'success' },
    { label: '发送失败', value: '20', colorType: 'danger' },
    { label: '不发送', value: '30', colorType: 'info' },
  ] },
  { type: 'system_notify_template_type', name: '站内信模版的类型', data: [
    { label: '通知公告', value: '1', colorType: 'primary' },
    { label: '系统消息', value: '2', colorType: 'success' },
  ] },
  { type: 'infra_codegen_front_type', name: '代码生成的前端类型', data: [
    { label: 'Vue2 Element UI 标准模版', value: '10' },
    { label: 'Vue3 Element Plus 标准模版', value: '20' },
    { label: 'Vue3 Element Plus Schema 模版', value: '21' },
    { label: 'Vue3 vben 模版', value: '30' },
  ] },
  { type: 'trade_delivery_express_charge_mode', name: '快递计费方式', data: [
    { label: '按件', value: '1' },
    { label: '按重量', value: '2' },
    { label: '按体积', value: '3' },
  ] },
  { type: 'member_point_biz_type', name: '积分业务类型', data: [
    { label: '签到', value: '1' },
    { label: '管理员修改', value: '2', colorType: 'default' },
    { label: '订单积分抵扣', value: '11' },
    { label: '订单积分抵扣（整单取消）', value: '12' },
    { label: '订单积分抵扣（单个退款）', value: '13' },
    { label: '订单积分奖励', value: '21', colorType: 'default' },
    { label: '订单积分奖励（整单取消）', value: '22', colorType: 'default' },
    { label: '订单积分奖励（单个退款）', value: '23', colorType: 'default' },
  ] },
  { type: 'pay_notify_type', name: '支付通知类型', data: [
    { label: '支付单', value: '1', colorType: 'primary' },
    { label: '退款单', value: '2', colorType: 'danger' },
  ] },
  { type: 'member_experience_biz_type', name: '会员经验业务类型', data: [
    { label: '管理员调整', value: '0' },
    { label: '邀新奖励', value: '1' },
    { label: '签到奖励', value: '4' },
    { label: '抽奖奖励', value: '5' },
    { label: '下单奖励', value: '11', colorType: 'success' },
    { label: '下单奖励（整单取消）', value: '12', colorType: 'warning' },
    { label: '下单奖励（单个退款）', value: '13', colorType: 'warning' },
  ] },
  { type: 'trade_delivery_type', name: '交易配送类型', data: [
    { label: '快递发货', value: '1' },
    { label: '用户自提', value: '2' },
  ] },
  { type: 'brokerage_enabled_condition', name: '分佣模式', data: [
    { label: '人人分销', value: '1', remark: '所有用户都可以分销' },
    { label: '指定分销', value: '2', remark: '仅可后台手动设置推广员' },
  ] },
  { type: 'brokerage_bind_mode', name: '分销关系绑定模式', data: [
    { label: '首次绑定', value: '1', remark: '只要用户没有推广人，随时都可以绑定推广关系' },
    { label: '注册绑定', value: '2', remark: '仅新用户注册时才能绑定推广关系' },
    { label: '覆盖绑定', value: '3', remark: '如果用户已经有推广人，推广人会被变更' },
  ] },
  { type: 'brokerage_withdraw_type', name: '佣金提现类型', data: [
    { label: '钱包', value: '1' },
    { label: '银行卡', value: '2' },
    { label: '微信', value: '3' },
    { label: '支付宝', value: '4' },
  ] },
  { type: 'brokerage_record_biz_type', name: '佣金记录业务类型', data: [
    { label: '订单返佣', value: '1' },
    { label: '申请提现', value: '2' },
    { label: '申请提现驳回', value: '3' },
  ] },
  { type: 'brokerage_record_status', name: '佣金记录状态', data: [
    { label: '待结算', value: '0' },
    { label: '已结算', value: '1' },
    { label: '已取消', value: '2' },
  ] },
  { type: 'brokerage_withdraw_status', name: '佣金提现状态', data: [
    { label: '审核中', value: '0' },
    { label: '审核通过', value: '10', colorType: 'success' },
    { label: '提现成功', value: '11', colorType: 'success' },
    { label: '审核不通过', value: '20', colorType: 'danger' },
    { label: '提现失败', value: '21', colorType: 'danger' },
  ] },
  { type: 'brokerage_bank_name', name: '佣金提现银行', data: [
    { label: '工商银行', value: '0' },
    { label: '建设银行', value: '1' },
    { label: '农业银行', value: '2' },
    { label: '中国银行', value: '3' },
    { label: '交通银行', value: '4' },
    { label: '招商银行', value: '5' },
  ] },
  { type: 'promotion_bargain_record_status', name: '砍价记录的状态', data: [
    { label: '砍价中', value: '1', colorType: 'default' },
    { label: '砍价成功', value: '2', colorType: 'success' },
    { label: '砍价失败', value: '3', colorType: 'warning' },
  ] },
  { type: 'promotion_combination_record_status', name: '拼团记录的状态', data: [
    { label: '拼团中', value: '1' },
    { label: '拼团成功', value: '2', colorType: 'success' },
    { label: '拼团失败', value: '3', colorType: 'warning' },
  ] },
  { type: 'promotion_banner_position', name: 'Banner 位置', data: [
    { label: '满减送页', value: '5', colorType: 'warning' },
    { label: '限时折扣页', value: '4', colorType: 'warning' },
    { label: '砍价活动页', value: '3', colorType: 'warning' },
    { label: '秒杀活动页', value: '2', colorType: 'warning' },
    { label: '首页', value: '1', colorType: 'warning' },
  ] },
  { type: 'system_menu_type', name: '菜单类型', data: [
    { label: '目录', value: '1' },
    { label: '菜单', value: '2' },
    { label: '按钮', value: '3' },
  ] },
  { type: 'system_data_scope', name: '数据范围', data: [
    { label: '全部数据权限', value: '1' },
    { label: '指定部门数据权限', value: '2' },
    { label: '本部门数据权限', value: '3' },
    { label: '本部门及以下数据权限', value: '4' },
    { label: '仅本人数据权限', value: '5' },
  ] },
  { type: 'pay_channel_wechat_version', name: '支付渠道微信版本', data: [
    { label: 'v2', value: 'v2', remark: 'v2版本' },
    { label: 'v3', value: 'v3', remark: 'v3版本' },
  ] },
];
