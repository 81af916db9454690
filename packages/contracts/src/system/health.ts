import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';

export const healthApi = apiGroup('健康检查', {
  health: endpoint({
    method: 'GET',
    path: '/system/health',
    access: { public: true },
    tenant: 'none',
    summary: '存活检查：进程可以应答（负载均衡与基准测试的基线）',
    response: Type.Object({ status: Type.String() }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/system/ready',
    access: { public: true },
    tenant: 'none',
    summary: '就绪检查：迁移、初始数据与后台任务已就绪且数据库可达时为 UP；停机排空（SIGTERM 后）或数据库不可达时 HTTP 503',
    response: Type.Object({ status: Type.String() }),
  }),
});
