/**
 * The coded error catalogue, shared so the web can recognise the few codes and messages it
 * must treat specially (the refresh flow swallows the two refresh-token messages).
 * Codes follow the reference: global codes 400..999, system module 1_002_xxx_xxx.
 */
export const GlobalCode = {
  SUCCESS: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  REPEATED_REQUESTS: 900,
  DEMO_DENY: 901,
  UNKNOWN: 999,
} as const;

export interface ErrorCode {
  code: number;
  msg: string;
}

const errorCode = (code: number, msg: string): ErrorCode => ({ code, msg });

export const ErrorCodes = {
  BAD_REQUEST: errorCode(400, '请求参数不正确'),
  UNAUTHORIZED: errorCode(401, '账号未登录'),
  FORBIDDEN: errorCode(403, '没有该操作权限'),
  NOT_FOUND: errorCode(404, '请求未找到'),
  METHOD_NOT_ALLOWED: errorCode(405, '请求方法不正确'),
  TOO_MANY_REQUESTS: errorCode(429, '请求过于频繁，请稍后重试'),
  INTERNAL_SERVER_ERROR: errorCode(500, '系统异常'),

  TENANT_ID_MISSING: errorCode(400, '请求的租户标识未传递，请进行排查'),
  TENANT_ID_INVALID: errorCode(400, '请求的租户标识格式不正确'),
  TENANT_MISMATCH: errorCode(403, '您无权访问该租户的数据'),
  INVALID_REFRESH_TOKEN: errorCode(400, '无效的刷新令牌'),
  REFRESH_TOKEN_EXPIRED: errorCode(401, '刷新令牌已过期'),

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

  /** Tenon: menus, tenants and packages are shared by the whole platform: the system tenant manages them. */
  SYSTEM_TENANT_ONLY: errorCode(403, '只有系统租户的用户可以进行该操作'),
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
  // -- configuration --
  CONFIG_NOT_EXISTS: errorCode(1_001_000_001, '参数配置不存在'),
  CONFIG_KEY_DUPLICATE: errorCode(1_001_000_002, '参数配置 key 重复'),
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: errorCode(1_001_000_003, '不能删除类型为系统内置的参数配置'),
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: errorCode(1_001_000_004, '获取参数配置失败，原因：不允许获取不可见配置'),
  /** Tenon: a built-in key the product reads holds a value it cannot use (a number, a switch). */
  CONFIG_VALUE_INVALID: errorCode(1_001_000_005, '参数【{}】的值不正确：{}'),
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
  // -- error codes, areas --
  ERROR_CODE_NOT_EXISTS: errorCode(1_002_013_000, '错误码不存在'),
  ERROR_CODE_DUPLICATE: errorCode(1_002_013_001, '已经存在编码为【{}】的错误码'),
  AREA_IP_INVALID: errorCode(400, 'IP 地址格式不正确：{}'), // Tenon
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
  // BPM (module 1_009): the reference's codes, plus a few of our own (marked "Tenon").
  MODEL_KEY_EXISTS: errorCode(1_009_002_000, '已经存在流程标识为【{}】的流程'),
  MODEL_NOT_EXISTS: errorCode(1_009_002_001, '流程模型不存在'),
  MODEL_KEY_VALID: errorCode(1_009_002_002, '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！'),
  /** Tenon: the reference stores whatever text it is given and the designer then fails to open it. */
  MODEL_BPMN_INVALID: errorCode(1_009_002_010, 'BPMN 文件格式不正确：{}'),
  /** Tenon: the category must be one of the dictionary bpm_model_category's values. */
  MODEL_CATEGORY_INVALID: errorCode(1_009_002_011, '流程分类【{}】不存在'),
  /** Tenon: the reference accepts a form type without the fields it needs. */
  MODEL_FORM_REQUIRED: errorCode(1_009_002_012, '{}不能为空'),
  MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG: errorCode(1_009_002_003, '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置'),
  MODEL_DEPLOY_FAIL_TASK_ASSIGN_RULE_NOT_CONFIG: errorCode(1_009_002_004, '部署流程失败，原因：用户任务({})未配置分配规则，请点击【修改流程】按钮进行配置'),
  MODEL_DEPLOY_FAIL_TASK_INFO_EQUALS: errorCode(1_009_003_005, '流程定义部署失败，原因：信息未发生变化'),
  /** Tenon: the model has no diagram yet. */
  MODEL_DEPLOY_FAIL_NO_BPMN: errorCode(1_009_002_013, '部署流程失败，原因：流程图未设计，请点击【设计流程】按钮进行设计'),
  /** Tenon: the diagram uses what the engine cannot run; named so the modeller can change it. */
  MODEL_DEPLOY_FAIL_UNSUPPORTED: errorCode(1_009_002_014, '部署流程失败，原因：{}'),
  PROCESS_DEFINITION_KEY_NOT_MATCH: errorCode(1_009_003_000, '流程定义的标识期望是({})，当前是({})，请修改 BPMN 流程图'),
  PROCESS_DEFINITION_NAME_NOT_MATCH: errorCode(1_009_003_001, '流程定义的名字期望是({})，当前是({})，请修改 BPMN 流程图'),
  PROCESS_DEFINITION_NOT_EXISTS: errorCode(1_009_003_002, '流程定义不存在'),
  PROCESS_DEFINITION_IS_SUSPENDED: errorCode(1_009_003_003, '流程定义处于挂起状态'),
  /** Tenon: update-state on a model never deployed. */
  MODEL_NOT_DEPLOYED: errorCode(1_009_003_006, '流程模型尚未部署'),
  PROCESS_INSTANCE_NOT_EXISTS: errorCode(1_009_004_000, '流程实例不存在'),
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS: errorCode(1_009_004_001, '流程取消失败，流程不处于运行中'),
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF: errorCode(1_009_004_002, '流程取消失败，该流程不是你发起的'),
  /** Tenon: a start-form value breaks the form's rule (server-side check of the designer's rules). */
  PROCESS_INSTANCE_FORM_INVALID: errorCode(1_009_004_003, '表单校验失败：{}'),
  /** Tenon: a business-form process is started from its own page. */
  PROCESS_INSTANCE_START_CUSTOM_FORM: errorCode(1_009_004_004, '该流程使用业务表单，请从【{}】发起'),
  /** Tenon: an expression, script or listener of the diagram failed while the process ran. */
  PROCESS_EXECUTION_FAILED: errorCode(1_009_004_005, '流程执行失败：{}'),
  /** Tenon: one command (start, approval, timer…) went past its bounds: steps, script and expression time, script memory (BPM_COMMAND_STEPS, BPM_COMMAND_SCRIPT_MS, BPM_SCRIPT_MS, BPM_SCRIPT_MEMORY_MB); nothing of it is kept. */
  PROCESS_EXECUTION_LIMIT: errorCode(1_009_004_006, '流程执行超出限制，操作未生效：{}'),
  TASK_COMPLETE_FAIL_NOT_EXISTS: errorCode(1_009_005_000, '审批任务失败，原因：该任务不处于未审批'),
  TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF: errorCode(1_009_005_001, '审批任务失败，原因：该任务的审批人不是你'),
  TASK_NOT_EXISTS: errorCode(1_009_005_002, '流程任务不存在'),
  TASK_TARGET_NODE_NOT_EXISTS: errorCode(1_009_005_005, '目标节点不存在'),
  TASK_RETURN_FAIL_SOURCE_TARGET_ERROR: errorCode(1_009_005_006, '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转'),
  TASK_DELEGATE_FAIL_USER_REPEAT: errorCode(1_009_005_007, '任务委派失败，委派人和当前审批人为同一人'),
  TASK_DELEGATE_FAIL_USER_NOT_EXISTS: errorCode(1_009_005_008, '任务委派失败，被委派人不存在'),
  TASK_ADD_SIGN_USER_NOT_EXIST: errorCode(1_009_005_009, '任务加签：选择的用户不存在'),
  TASK_ADD_SIGN_TYPE_ERROR: errorCode(1_009_005_010, '任务加签：当前任务已经{}，不能{}'),
  TASK_ADD_SIGN_USER_REPEAT: errorCode(1_009_005_011, '任务加签失败，加签人与现有审批人[{}]重复'),
  TASK_SUB_SIGN_NO_PARENT: errorCode(1_009_005_012, '任务减签失败，被减签的任务必须是通过加签生成的任务'),
  /** Tenon: reassigning to the current assignee, or to a user who does not exist or is disabled. */
  TASK_ASSIGNEE_INVALID: errorCode(1_009_005_013, '转办失败，原因：{}'),
  /** Tenon: with 配置管理's bpm.task.forbid-starter-approval on, a task goes nowhere near its process's starter (转办, 委派, 加签). */
  TASK_ASSIGNEE_IS_STARTER: errorCode(1_009_005_014, '不能将任务交给流程发起人本人审批（职责分离）'),
  TASK_ASSIGN_RULE_EXISTS: errorCode(1_009_006_000, '流程({}) 的任务({}) 已经存在分配规则'),
  TASK_ASSIGN_RULE_NOT_EXISTS: errorCode(1_009_006_001, '流程任务分配规则不存在'),
  TASK_UPDATE_FAIL_NOT_MODEL: errorCode(1_009_006_002, '只有流程模型的任务分配规则，才允许被修改'),
  TASK_CREATE_FAIL_NO_CANDIDATE_USER: errorCode(1_009_006_003, '操作失败，原因：找不到任务的审批人！'),
  TASK_ASSIGN_SCRIPT_NOT_EXISTS: errorCode(1_009_006_004, '操作失败，原因：任务分配脚本({}) 不存在'),
  /** Tenon: an option id of a rule names no role/dept/post/user/group of the tenant. */
  TASK_ASSIGN_RULE_OPTION_INVALID: errorCode(1_009_006_005, '分配规则的选项({})不存在'),
  /** Tenon: the task key names no user task of the model's diagram. */
  TASK_ASSIGN_RULE_TASK_NOT_EXISTS: errorCode(1_009_006_006, '流程图中不存在用户任务({})'),
  /** Tenon: the task's rule finds only the starter, who may not approve their own process (bpm.task.forbid-starter-approval). */
  TASK_CREATE_FAIL_ONLY_STARTER: errorCode(1_009_006_007, '操作失败，原因：任务【{}】的审批人只有流程发起人本人，不能由其本人审批（职责分离）'),
  OA_LEAVE_NOT_EXISTS: errorCode(1_009_001_001, '请假申请不存在'),
  OA_DAY_LEAVE_ERROR: errorCode(1_009_001_007, '请假天数必须>=1'),
  FORM_NOT_EXISTS: errorCode(1_009_010_000, '动态表单不存在'),
  FORM_FIELD_REPEAT: errorCode(1_009_010_001, '表单项({}) 和 ({}) 使用了相同的字段名({})'),
  /** Tenon: conf and fields are JSON text; the reference stores text that the renderer cannot read. */
  FORM_JSON_INVALID: errorCode(1_009_010_002, '{}不是合法的 JSON 对象'),
  /** Tenon: a disabled form can be kept by the model that has it, not newly chosen. */
  FORM_IS_DISABLE: errorCode(1_009_010_003, '名字为【{}】的流程表单已被禁用'),
  /** Tenon: a model's start form is not pulled from under it. */
  FORM_USED: errorCode(1_009_010_004, '流程表单正在被流程模型【{}】使用，无法删除'),
  /** Tenon: a field's name is a process variable, read by flow conditions such as `${days > 3}`. */
  FORM_FIELD_NAME_INVALID: errorCode(1_009_010_005, '表单项({})的字段名({})不合法，需以字母或下划线开头，只能包含字母、数字和下划线，最长 64 个字符'),
  USER_GROUP_NOT_EXISTS: errorCode(1_009_011_000, '用户组不存在'),
  USER_GROUP_IS_DISABLE: errorCode(1_009_011_001, '名字为【{}】的用户组已被禁用'),
  /** Tenon: members are users of the group's own tenant. */
  USER_GROUP_MEMBER_NOT_EXISTS: errorCode(1_009_011_002, '成员用户({})不存在'),
  /** Tenon: the task-assignment picker shows groups by name, so two of one name would be ambiguous. */
  USER_GROUP_NAME_DUPLICATE: errorCode(1_009_011_003, '已经存在该名字的用户组'),
} as const satisfies Record<string, ErrorCode>;

/** Messages the client rejects silently (they come from the refresh call itself). */
export const SILENT_REFRESH_MESSAGES: readonly string[] = [
  ErrorCodes.INVALID_REFRESH_TOKEN.msg,
  ErrorCodes.REFRESH_TOKEN_EXPIRED.msg,
];
