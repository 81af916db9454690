/** The home dashboard's figures, counted in the caller's tenant (the system tenant sees all tenants). */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';

/** A count the caller may not see (no permission for its list) is null. */
const Count = Type.Union([Type.Integer(), Type.Null()]);

export const DashboardStatsResp = Type.Object({
  /** Users within the caller's data scope (system:user:query). */
  userCount: Count,
  /** Every tenant, for the system tenant's holders of system:tenant:query. */
  tenantCount: Count,
  /** In-site messages of the tenant (system:notify-message:query), and the caller's own unread ones (as the bell). */
  messageCount: Count,
  myUnreadMessageCount: Type.Integer(),
  /** Successful logins today (system:login-log:query). */
  todayLoginCount: Count,
  /** The names of the caller's roles. */
  roleNames: Type.Array(Type.String()),
  /**
   * One entry per day, oldest first, `days` long (today included), in the server's time zone;
   * empty without the permission of the count above.
   */
  loginTrend: Type.Array(Type.Object({ date: Type.String(), success: Type.Integer(), failure: Type.Integer() })),
  messageTrend: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
});
export type DashboardStats = Type.Static<typeof DashboardStatsResp>;

export const dashboardApi = apiGroup('首页', {
  stats: endpoint({
    method: 'GET',
    path: '/system/dashboard/stats',
    access: { login: true },
    summary: '首页统计：用户、租户、站内信数量与最近几天的登录、消息趋势',
    query: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 7, title: '天数' })) }),
    response: DashboardStatsResp,
  }),
});
