/**
 * Configuration benchmark: `get-value-by-key` (what 重置密码 and any screen reading a setting
 * call; the value comes from the catalogue cache) around a change of the value through
 * 配置管理; the harness and what it measures are in cacheChangeBench.ts. The first answer after
 * the change must be the new value.
 *
 *   npm run config -w bench          (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import { runCacheChangeBench } from './cacheChangeBench.ts';

interface Row {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  visible: boolean;
  remark: string;
}

const KEY = 'sys.user.init-password';
const CHANGED = 'bench-password-2';

await runCacheChangeBench<Row>({
  title: 'Configuration benchmark',
  port: 48197,
  read: { name: 'get-value-by-key', path: `/infra/config/get-value-by-key?key=${KEY}` },
  prepare: async (api) => (await api<{ list: Row[] }>('GET', `/infra/config/page?key=${KEY}`)).list.find((r) => r.key === KEY)!,
  change: (api, row) => api('PUT', '/infra/config/update', { ...row, value: CHANGED }),
  showsChange: (data) => data === CHANGED,
  changed: 'the new value',
  restore: (api, row) => api('PUT', '/infra/config/update', row),
});
