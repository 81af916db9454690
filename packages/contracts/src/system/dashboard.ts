/** The home dashboard's figures, counted in the caller's tenant (the system tenant sees all tenants). */
import Type from 'typebox';
import { endpoint } from '../endpoint.ts';

export const DashboardStatsResp = Type.Object({
  userCount: Type.Integer(),
  tenantCount: Type.Integer(),
  /** In-site messages of the tenant, and the caller's own unread ones. */
  messageCount: Type.Integer(),
  myUnreadMessageCount: Type.Integer(),
  todayLoginCount: Type.Integer(),
  /** One entry per day, oldest first, `days` long (today included), in the server's time zone. */
  loginTrend: Type.Array(Type.Object({ date: Type.String(), success: Type.Integer(), failure: Type.Integer() })),
  messageTrend: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
});
export type DashboardStats = Type.Static<typeof DashboardStatsResp>;

export const dashboardApi = {
  stats: endpoint({
    method: 'GET',
    path: '/system/dashboard/stats',
    access: { login: true },
    summary: '首页统计：用户、租户、站内信数量与最近几天的登录、消息趋势',
    query: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 7, title: '天数' })) }),
    response: DashboardStatsResp,
  }),
};
