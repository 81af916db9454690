/**
 * Status tabs above a list (出售中 (12) / 仓库中 (3) / 回收站 (1)…): each tab is a value of one
 * page filter, and its count comes from the server for the rest of the filters, so the numbers
 * follow the search. Choosing a tab searches again from the first page.
 */
import { Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PAGE_TOTAL_CAP, type Endpoint } from '@tenon/contracts';
import { callWithUncheckedInput, entityKey } from './usePagedList';

export interface StatusTab {
  key: string;
  label: string;
  /** The filter's value this tab lists (undefined: no filter, "all"). */
  value?: string | number | boolean;
}

export interface StatusTabsSpec<Filters> {
  /** The page filter the tabs set. */
  filter: keyof Filters & string;
  tabs: StatusTab[];
  /**
   * Answers each tab's count by its key (`{ '0': 12, '1': 3 }`) for the other filters; without
   * it the tabs show no numbers. A count past PAGE_TOTAL_CAP is shown as "10,000+", as a page's total is.
   */
  counts?: Endpoint;
}

export interface StatusTabsProps<Filters> {
  spec: StatusTabsSpec<Filters>;
  active: string;
  onChange: (key: string) => void;
  /** The list's other filters, which the counts are for. */
  filters: object;
}

export default function StatusTabs<Filters>({ spec, active, onChange, filters }: StatusTabsProps<Filters>) {
  const counts = useQuery({
    queryKey: spec.counts ? [...entityKey(spec.counts), spec.counts.path, filters] : ['no-counts'],
    queryFn: () => callWithUncheckedInput(spec.counts!, { query: filters }) as Promise<Record<string, number>>,
    enabled: spec.counts !== undefined,
  });
  return (
    <Tabs
      className="crud-status-tabs"
      activeKey={active}
      onChange={onChange}
      items={spec.tabs.map((tab) => {
        const count = counts.data?.[tab.key];
        const shown = count !== undefined && count > PAGE_TOTAL_CAP ? `${PAGE_TOTAL_CAP.toLocaleString('en')}+` : count;
        return { key: tab.key, label: count === undefined ? tab.label : `${tab.label} (${shown})` };
      })}
    />
  );
}
