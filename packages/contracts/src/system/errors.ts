/**
 * The system area's error codes (module 1_002): sign-in, tenants, users and their permissions, the
 * catalogue, logs and messages. Composed into `ErrorCodes`; each code keeps the reference's number
 * where the reference has one, and codes of our own are marked "Tenon".
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const systemErrors = {
  AUTH_LOGIN_BAD_CREDENTIALS: errorCode(1_002_000_000, '登录失败，账号密码不正确'),
  AUTH_LOGIN_USER_DISABLED: errorCode(1_002_000_001, '登录失败，账号被禁用'),
  AUTH_LOGIN_CAPTCHA_CODE_ERROR: errorCode(1_002_000_004, '验证码不正确，原因：{}'),
  AUTH_THIRD_LOGIN_NOT_BIND: errorCode(1_002_000_005, '未绑定账号，需要进行绑定'),
  AUTH_REGISTER_CAPTCHA_CODE_ERROR: errorCode(1_002_000_008, '验证码不正确，原因：{}'),
  /** Tenon's: registration is off unless the configuration sys.account.registerUser is true. */
  AUTH_REGISTER_DISABLED: errorCode(1_002_000_011, '注册功能未开启，请联系管理员'),
  AUTH_LOGIN_TOO_MANY_ATTEMPTS: errorCode(1_002_000_010, '登录失败次数过多，请 {} 分钟后再试'),
  USER_MOBILE_EXISTS: errorCode(1_002_003_001, '手机号已经存在'),
  USER_EMAIL_EXISTS: errorCode(1_002_003_002, '邮箱已经存在'),
  USER_NOT_EXISTS: errorCode(1_002_003_003, '用户不存在'),
  USER_PASSWORD_FAILED: errorCode(1_002_003_005, '旧密码不正确'),
  USER_AVATAR_INVALID: errorCode(1_002_003_010, '{}'),
  TENANT_NOT_EXISTS: errorCode(1_002_015_000, '租户不存在'),
  TENANT_DISABLE: errorCode(1_002_015_001, '名字为【{}】的租户已被禁用'),
  TENANT_EXPIRE: errorCode(1_002_015_002, '名字为【{}】的租户已过期'),
  NOTIFY_TEMPLATE_NOT_EXISTS: errorCode(1_002_023_000, '站内信模版不存在'),
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: errorCode(1_002_025_000, '模板参数({})缺失'),

  // Users, roles and role grants (system/user, system/role, system/permission). Department,
  // post and account-quota codes used by user writes are declared with their own areas below.
  USER_USERNAME_EXISTS: errorCode(1_002_003_000, '用户账号已经存在'),
  USER_IMPORT_LIST_IS_EMPTY: errorCode(1_002_003_004, '导入用户数据不能为空！'),
  USER_DELETE_SELF: errorCode(1_002_003_011, '不能删除当前登录的用户'),
  USER_DISABLE_SELF: errorCode(1_002_003_012, '不能停用当前登录的用户'),
  /** Tenon: the reference lets anyone with user permissions reset or disable the super administrator. */
  USER_SUPER_ADMIN_PROTECTED: errorCode(1_002_003_013, '超级管理员账号只能由超级管理员修改、停用、删除、重置密码或分配角色'),
  /** Tenon: a tenant's own administrator (the tenant's contact user) is likewise out of reach of its staff. */
  USER_TENANT_ADMIN_PROTECTED: errorCode(1_002_003_014, '租户管理员账号只能由其本人或超级管理员修改、停用、删除、重置密码或分配角色'),
  ROLE_NOT_EXISTS: errorCode(1_002_002_000, '角色不存在'),
  ROLE_NAME_DUPLICATE: errorCode(1_002_002_001, '已经存在名为【{}】的角色'),
  ROLE_CODE_DUPLICATE: errorCode(1_002_002_002, '已经存在标识为【{}】的角色'),
  ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE: errorCode(1_002_002_003, '不能操作类型为系统内置的角色'),
  ROLE_IS_DISABLE: errorCode(1_002_002_004, '名字为【{}】的角色已被禁用'),
  ROLE_ADMIN_CODE_ERROR: errorCode(1_002_002_005, '标识【{}】不能使用'),
  ROLE_SUPER_ADMIN_GRANT_DENIED: errorCode(1_002_002_006, '只有超级管理员才能授予或收回【{}】角色'),
  ROLE_DATA_SCOPE_DEPTS_REQUIRED: errorCode(1_002_002_007, '指定部门时请至少选择一个部门'),
  MENU_ID_NOT_EXISTS: errorCode(1_002_001_010, '菜单编号({})不存在'),
  MENU_NOT_IN_TENANT_PACKAGE: errorCode(1_002_001_011, '菜单【{}】不在租户套餐内'),
  // System administration (menus, departments, posts, tenants, packages): the reference's codes,
  // plus a few of our own where the reference has no rule (marked "Tenon").
  MENU_NAME_DUPLICATE: errorCode(1_002_001_000, '已经存在该名字的菜单'),
  MENU_PARENT_NOT_EXISTS: errorCode(1_002_001_001, '父菜单不存在'),
  MENU_PARENT_ERROR: errorCode(1_002_001_002, '不能设置自己为父菜单'),
  MENU_NOT_EXISTS: errorCode(1_002_001_003, '菜单不存在'),
  MENU_EXISTS_CHILDREN: errorCode(1_002_001_004, '存在子菜单，无法删除'),
  MENU_PARENT_NOT_DIR_OR_MENU: errorCode(1_002_001_005, '父菜单的类型必须是目录或者菜单'),
  /** Tenon: moving a menu below one of its own descendants would cut the subtree off the tree. */
  MENU_PARENT_IS_CHILD: errorCode(1_002_001_007, '不能设置自己的子菜单为父菜单'),
  USER_COUNT_MAX: errorCode(1_002_003_008, '创建用户失败，原因：超过租户最大租户配额({})！'),
  DEPT_NAME_DUPLICATE: errorCode(1_002_004_000, '已经存在该名字的部门'),
  DEPT_PARENT_NOT_EXITS: errorCode(1_002_004_001, '父级部门不存在'),
  DEPT_NOT_FOUND: errorCode(1_002_004_002, '当前部门不存在'),
  DEPT_EXITS_CHILDREN: errorCode(1_002_004_003, '存在子部门，无法删除'),
  DEPT_PARENT_ERROR: errorCode(1_002_004_004, '不能设置自己为父部门'),
  DEPT_EXISTS_USER: errorCode(1_002_004_005, '部门中存在员工，无法删除'),
  DEPT_NOT_ENABLE: errorCode(1_002_004_006, '部门不处于开启状态，不允许选择'),
  DEPT_PARENT_IS_CHILD: errorCode(1_002_004_007, '不能设置自己的子部门为父部门'),
  /** Tenon: the leader is chosen among the tenant's own users. */
  DEPT_LEADER_NOT_EXISTS: errorCode(1_002_004_008, '负责人不存在'),
  POST_NOT_FOUND: errorCode(1_002_005_000, '当前岗位不存在'),
  POST_NOT_ENABLE: errorCode(1_002_005_001, '岗位({}) 不处于开启状态，不允许选择'),
  POST_NAME_DUPLICATE: errorCode(1_002_005_002, '已经存在该名字的岗位'),
  POST_CODE_DUPLICATE: errorCode(1_002_005_003, '已经存在该标识的岗位'),
  /** Tenon: the reference deletes a post its users still hold, leaving them a dangling id. */
  POST_USED: errorCode(1_002_005_004, '岗位正在被用户使用，无法删除'),
  NOTICE_NOT_FOUND: errorCode(1_002_008_001, '当前通知公告不存在'),
  TENANT_NAME_DUPLICATE: errorCode(1_002_015_003, '名字为【{}】的租户已存在'),
  TENANT_CAN_NOT_UPDATE_SYSTEM: errorCode(1_002_015_004, '系统租户不能进行修改、删除等操作！'),
  TENANT_PACKAGE_NOT_EXISTS: errorCode(1_002_016_000, '租户套餐不存在'),
  TENANT_PACKAGE_USED: errorCode(1_002_016_001, '租户正在使用该套餐，请给租户重新设置套餐后再尝试删除'),
  TENANT_PACKAGE_DISABLE: errorCode(1_002_016_002, '名字为【{}】的租户套餐已被禁用'),
  TENANT_PACKAGE_NAME_DUPLICATE: errorCode(1_002_016_003, '已经存在该名字的租户套餐'),
  TENANT_PACKAGE_PLATFORM_MENU: errorCode(1_002_016_004, '菜单【{}】属于平台的公共配置，只有系统租户可以使用，不能放入租户套餐'),

  // Issue 13, one section per screen group; each screen's codes go in its own section.
  // -- dictionaries --
  DICT_TYPE_NOT_EXISTS: errorCode(1_002_006_001, '当前字典类型不存在'),
  DICT_TYPE_NOT_ENABLE: errorCode(1_002_006_002, '字典类型不处于开启状态，不允许选择'),
  DICT_TYPE_NAME_DUPLICATE: errorCode(1_002_006_003, '已经存在该名字的字典类型'),
  DICT_TYPE_TYPE_DUPLICATE: errorCode(1_002_006_004, '已经存在该类型的字典类型'),
  DICT_TYPE_HAS_CHILDREN: errorCode(1_002_006_005, '无法删除，该字典类型还有字典数据'),
  DICT_DATA_NOT_EXISTS: errorCode(1_002_007_001, '当前字典数据不存在'),
  DICT_DATA_VALUE_DUPLICATE: errorCode(1_002_007_003, '已经存在该值的字典数据'),
  // -- notify templates and messages, notices --
  NOTIFY_TEMPLATE_CODE_DUPLICATE: errorCode(1_002_023_001, '已经存在编码为【{}】的站内信模板'),
  /** Tenon: the reference skips a disabled template's send silently; we say so (moved from 1_002_023_001, the reference's duplicate code). */
  NOTIFY_TEMPLATE_DISABLED: errorCode(1_002_023_002, '站内信模版【{}】已停用，无法发送'),
  /** Tenon: the product sends through its built-in templates, so they stay. */
  NOTIFY_TEMPLATE_BUILT_IN_DELETE: errorCode(1_002_023_003, '内置站内信模板【{}】不能删除'),
  /** Tenon: the product finds a built-in template by its code. */
  NOTIFY_TEMPLATE_BUILT_IN_CODE: errorCode(1_002_023_004, '内置站内信模板的编码【{}】不能修改'),
  /** Tenon: the product fills only the parameters it knows; another would fail every send. */
  NOTIFY_TEMPLATE_BUILT_IN_PARAMS: errorCode(1_002_023_005, '内置站内信模板只能使用参数：{}'),
  /** Tenon: the rendered text must fit the message. */
  NOTIFY_SEND_CONTENT_TOO_LONG: errorCode(1_002_025_001, '站内信内容不能超过 {} 个字符'),
  /** Tenon: a closed notice is not pushed. */
  NOTICE_PUSH_CLOSED: errorCode(1_002_008_002, '只能推送开启状态的通知公告'),
  // -- sensitive words --
  SENSITIVE_WORD_NOT_EXISTS: errorCode(1_002_019_000, '系统敏感词在所有标签中都不存在'),
  SENSITIVE_WORD_EXISTS: errorCode(1_002_019_001, '系统敏感词已在标签中存在'),
  /** Tenon: a published text (notice, message template) that contains an enabled sensitive word. */
  SENSITIVE_WORD_FOUND: errorCode(1_002_019_002, '内容包含敏感词【{}】'),
  // -- SMS --
  SMS_CHANNEL_NOT_EXISTS: errorCode(1_002_011_000, '短信渠道不存在'),
  SMS_CHANNEL_DISABLE: errorCode(1_002_011_001, '短信渠道不处于开启状态，不允许选择'),
  SMS_CHANNEL_HAS_CHILDREN: errorCode(1_002_011_002, '无法删除，该短信渠道还有短信模板'),
  SMS_TEMPLATE_NOT_EXISTS: errorCode(1_002_012_000, '短信模板不存在'),
  SMS_TEMPLATE_CODE_DUPLICATE: errorCode(1_002_012_001, '已经存在编码为【{}】的短信模板'),
  /** Tenon: the reference's 1_002_013_001 (send param missing) is the error-code screen's code here. */
  SMS_SEND_MOBILE_TEMPLATE_PARAM_MISS: errorCode(1_002_014_010, '模板参数({})缺失'),
  /** The reference's code; Tenon's wording says how long to wait. */
  SMS_SEND_TOO_FAST: errorCode(1_002_014_005, '短信发送过于频繁：同一手机号每分钟只能发送 1 条，请稍后再试'),
  /** Tenon: the hourly cap per mobile. */
  SMS_SEND_HOURLY_LIMIT: errorCode(1_002_014_006, '短信发送过于频繁：同一手机号每小时最多发送 {} 条，请稍后再试'),
  /** Tenon: the rendered text must fit the log. */
  SMS_SEND_CONTENT_TOO_LONG: errorCode(1_002_014_011, '短信内容不能超过 {} 个字符'),
  /** The reference's 1_002_014_000/001/002 in one answer: which of them it was would help a guesser. */
  SMS_CODE_INVALID: errorCode(1_002_014_000, '验证码不正确或已失效'),
  SMS_CODE_DAILY_LIMIT: errorCode(1_002_014_004, '超过每日短信发送数量'),
  // -- mail --
  MAIL_ACCOUNT_NOT_EXISTS: errorCode(1_002_022_000, '邮箱账号不存在'),
  MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS: errorCode(1_002_022_001, '无法删除，该邮箱账号还有邮件模板'),
  /** Tenon: the stored password goes only where it went before (host, port, SSL not lowered). */
  MAIL_ACCOUNT_PASSWORD_REQUIRED: errorCode(1_002_022_002, '修改了服务器地址、端口或关闭了 SSL，请重新输入密码'),
  /** Tenon: the outbound policy (OUTBOUND_ALLOW / OUTBOUND_DENY) refuses the host. */
  MAIL_ACCOUNT_HOST_NOT_ALLOWED: errorCode(1_002_022_003, '不允许连接该邮件服务器：{}'),
  /** Tenon: the reference's 1_002_023_000/001 are also the notify template's codes here. */
  MAIL_TEMPLATE_NOT_EXISTS: errorCode(1_002_023_010, '邮件模版不存在'),
  MAIL_TEMPLATE_CODE_EXISTS: errorCode(1_002_023_011, '邮件模版 code({}) 已存在'),
  MAIL_SEND_TEMPLATE_PARAM_MISS: errorCode(1_002_024_000, '模板参数({})缺失'),
  MAIL_SEND_MAIL_NOT_EXISTS: errorCode(1_002_024_001, '邮箱不存在'),
  /** Tenon: the reference answers an empty log. */
  MAIL_LOG_NOT_EXISTS: errorCode(1_002_024_002, '邮件日志不存在'),
  // -- error codes --
  ERROR_CODE_NOT_EXISTS: errorCode(1_002_013_000, '错误码不存在'),
  ERROR_CODE_DUPLICATE: errorCode(1_002_013_001, '已经存在编码为【{}】的错误码'),
  // -- OAuth2 --
  SOCIAL_USER_AUTH_FAILURE: errorCode(1_002_018_000, '社交授权失败，原因是：{}'),
  SOCIAL_USER_NOT_FOUND: errorCode(1_002_018_001, '社交授权失败，找不到对应的用户'),
  /** Tenon's: 三方用户's get of an id the tenant does not have. */
  SOCIAL_USER_NOT_EXISTS: errorCode(1_002_018_002, '社交用户不存在'),
  SOCIAL_CLIENT_NOT_EXISTS: errorCode(1_002_018_210, '社交客户端不存在'),
  SOCIAL_CLIENT_UNIQUE: errorCode(1_002_018_211, '社交客户端已存在配置'),
  /** Tenon's: no enabled client of this type in the tenant. */
  SOCIAL_CLIENT_NOT_CONFIGURED: errorCode(1_002_018_212, '未配置该社交平台的登录，请联系管理员'),
  /** Tenon's: the stored secret goes only to the provider it was entered for. */
  SOCIAL_CLIENT_SECRET_REQUIRED: errorCode(1_002_018_213, '修改了 Issuer 地址或平台类型，请重新输入客户端密钥'),
  /** Tenon's: the outbound policy (OUTBOUND_ALLOW / OUTBOUND_DENY) refuses the issuer's host. */
  SOCIAL_CLIENT_ISSUER_NOT_ALLOWED: errorCode(1_002_018_214, '不允许连接该 Issuer 地址：{}'),
  OAUTH2_CLIENT_NOT_EXISTS: errorCode(1_002_020_000, 'OAuth2 客户端不存在'),
  OAUTH2_CLIENT_EXISTS: errorCode(1_002_020_001, 'OAuth2 客户端编号已存在'),
  OAUTH2_CLIENT_DISABLE: errorCode(1_002_020_002, 'OAuth2 客户端已禁用'),
  OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS: errorCode(1_002_020_003, '不支持该授权类型'),
  OAUTH2_CLIENT_SCOPE_OVER: errorCode(1_002_020_004, '授权范围过大'),
  OAUTH2_CLIENT_REDIRECT_URI_NOT_MATCH: errorCode(1_002_020_005, '无效 redirect_uri: {}'),
  OAUTH2_CLIENT_CLIENT_SECRET_ERROR: errorCode(1_002_020_006, '无效 client_secret: {}'),
  /** Tenon: too many failed client authentications (token, check-token, revoke); the lock holds even for the right secret. */
  OAUTH2_CLIENT_AUTH_TOO_MANY_ATTEMPTS: errorCode(1_002_020_010, 'OAuth2 客户端认证失败次数过多，请 {} 分钟后再试'),
  OAUTH2_GRANT_CLIENT_ID_MISMATCH: errorCode(1_002_021_000, 'client_id 不匹配'),
  OAUTH2_GRANT_REDIRECT_URI_MISMATCH: errorCode(1_002_021_001, 'redirect_uri 不匹配'),
  OAUTH2_GRANT_STATE_MISMATCH: errorCode(1_002_021_002, 'state 不匹配'),
  OAUTH2_GRANT_CODE_NOT_EXISTS: errorCode(1_002_021_003, 'code 不存在'),
  /** Tenon: the PKCE check (RFC 7636) the reference does not make. */
  OAUTH2_GRANT_PKCE_MISMATCH: errorCode(1_002_021_010, 'code_verifier 不匹配'),
  /** Tenon: a public client must send an S256 code_challenge. */
  OAUTH2_GRANT_PKCE_REQUIRED: errorCode(1_002_021_011, '公开客户端必须使用 PKCE（code_challenge_method=S256）'),
  OAUTH2_GRANT_REFRESH_TOKEN_INVALID: errorCode(1_002_021_012, '无效的刷新令牌'),
  OAUTH2_GRANT_USER_INVALID: errorCode(1_002_021_013, '用户名或密码不正确'),
  OAUTH2_ACCESS_TOKEN_INVALID: errorCode(1_002_021_014, '访问令牌无效或已过期'),
  /** Tenon: 令牌管理's 强退 of a token or session not in the caller's tenant (the reference answers success and changes nothing). */
  OAUTH2_ACCESS_TOKEN_NOT_EXISTS: errorCode(1_002_021_015, '访问令牌不存在'),
  /** Tenon: the reference's 1_002_022_000/001 are the mail account's codes here. */
  OAUTH2_CODE_NOT_EXISTS: errorCode(1_002_022_010, 'code 不存在'),
  OAUTH2_CODE_EXPIRE: errorCode(1_002_022_011, 'code 已过期'),
} as const satisfies ErrorTable;
