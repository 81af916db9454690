/**
 * Dictionary benchmark: `list-all-simple` (every screen's dictionary preload, read through the
 * catalogue cache) around a relabelled dictionary item; the harness and what it measures are
 * in cacheChangeBench.ts. The first answer after the change must carry the new label.
 *
 *   npm run dict -w bench            (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import { runCacheChangeBench } from './cacheChangeBench.ts';
import { Dicts } from '@tenon/contracts';

interface Item {
  id: number;
  dictType: string;
  label: string;
  value: string;
  sort: number;
  status: number;
  colorType: string;
  cssClass: string;
}

const relabelled = (item: Item) => `${item.label}·bench`;

await runCacheChangeBench<Item>({
  title: 'Dictionary benchmark',
  port: 48198,
  read: { name: 'list-all-simple', path: '/system/dict-data/list-all-simple' },
  prepare: async (api) => {
    const { list } = await api<{ list: Item[] }>('GET', '/system/dict-data/page?dictType=common_status&pageSize=10');
    return list.find((d) => d.value === '0')!;
  },
  change: (api, item) => api('PUT', '/system/dict-data/update', { ...item, label: relabelled(item) }),
  showsChange: (data, item) =>
    (data as Array<{ dictType: string; value: string; label: string }>).find((d) => d.dictType === Dicts.commonStatus && d.value === '0')?.label === relabelled(item),
  changed: 'the new label',
  restore: (api, item) => api('PUT', '/system/dict-data/update', item),
});
