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
});
