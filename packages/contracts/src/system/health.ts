import Type from 'typebox';
import { endpoint } from '../endpoint.ts';

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/system/health',
    access: { public: true },
    tenant: 'none',
    summary: '存活检查：进程可以应答（负载均衡与基准测试的基线）',
    response: Type.Object({ status: Type.String() }),
  }),
};
