/**
 * The list pagination bar (docs/console.md, "Lists"): 共 N 条 (共 10,000+ 条 when the server
 * stopped counting, docs/performance-lists.md), page size 10/20/30/50
 * (default 20), previous / pages / next, and 前往 N 页. Five page buttons on phones, seven on
 * computers. Hidden when there is nothing to page. After a change the page glides back to the
 * top, where the list starts. A page size that would leave the current page empty starts over
 * at page 1.
 *
 *   <Pagination total={n} totalCapped={capped} pageNo={p} pageSize={s} onChange={(pageNo, pageSize) => …} />
 */
import { useState } from 'react';
import { PAGE_TOTAL_CAP } from '@tenon/contracts';
import { Button, InputNumber, Select } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useIsMobile } from '../stores/layoutStore';
import { scrollToTop } from '../utils/scrollToTop';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, jumpTarget, pageCountOf, pagerCountFor, pagerItems } from '../components/pagerItems';
import './pagination.css';

export interface PaginationProps {
  total: number;
  /** The server stopped counting at PAGE_TOTAL_CAP: `total` is a lower bound, shown as "10,000+". */
  totalCapped?: boolean;
  pageNo: number;
  pageSize?: number;
  onChange: (pageNo: number, pageSize: number) => void;
  /** Glide back to the top after a change (on unless a list lives in a dialog). */
  autoScroll?: boolean;
}

const sizeOptions = PAGE_SIZES.map((size) => ({ value: size, label: `${size}条/页` }));

export default function Pagination({ total, totalCapped = false, pageNo, pageSize = DEFAULT_PAGE_SIZE, onChange, autoScroll = true }: PaginationProps) {
  const mobile = useIsMobile();
  const [hovered, setHovered] = useState<string | null>(null);
  if (!total || total <= 0) return null;

  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, pageNo), pageCount);
  const pagerCount = pagerCountFor(mobile);

  const change = (nextPage: number, nextSize = pageSize) => {
    onChange(nextPage, nextSize);
    if (autoScroll) scrollToTop();
  };
  const goTo = (page: number) => {
    if (page !== current) change(page);
  };
  const changeSize = (size: number) => change(current * size > total ? 1 : current, size);

  return (
    <nav className="tenon-pagination" aria-label="分页">
      <span className="tenon-pagination-total">共 {totalCapped ? `${PAGE_TOTAL_CAP.toLocaleString('en')}+` : total} 条</span>
      <Select
        className="tenon-pagination-sizes"
        aria-label="每页条数"
        value={pageSize}
        options={sizeOptions}
        onChange={changeSize}
        popupMatchSelectWidth={false}
      />
      <Button
        variant="text"
        color="default"
        aria-label="上一页"
        icon={<LeftOutlined />}
        disabled={current <= 1}
        onClick={() => goTo(current - 1)}
      />
      <ul className="tenon-pager">
        {pagerItems(current, pageCount, pagerCount).map((item) => {
          if (typeof item === 'number') {
            const active = item === current;
            return (
              <li key={item}>
                <Button
                  className="tenon-pager-item"
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'outlined' : 'text'}
                  aria-current={active ? 'page' : undefined}
                  aria-label={`第 ${item} 页`}
                  onClick={() => goTo(item)}
                >
                  {item}
                </Button>
              </li>
            );
          }
          const before = item === 'jump-prev';
          return (
            <li key={item}>
              <Button
                className="tenon-pager-item"
                variant="text"
                color="default"
                aria-label={`${before ? '向前' : '向后'} ${pagerCount - 2} 页`}
                onMouseEnter={() => setHovered(item)}
                onMouseLeave={() => setHovered(null)}
                onFocus={() => setHovered(item)}
                onBlur={() => setHovered(null)}
                onClick={() => goTo(jumpTarget(item, current, pageCount, pagerCount))}
                icon={hovered === item ? before ? <DoubleLeftOutlined /> : <DoubleRightOutlined /> : <EllipsisOutlined />}
              />
            </li>
          );
        })}
      </ul>
      <Button
        variant="text"
        color="default"
        aria-label="下一页"
        icon={<RightOutlined />}
        disabled={current >= pageCount}
        onClick={() => goTo(current + 1)}
      />
      {!mobile && <PageJumper key={current} current={current} pageCount={pageCount} onJump={goTo} />}
    </nav>
  );
}

/** 前往 N 页: applied on Enter or when the field loses focus. */
function PageJumper({ current, pageCount, onJump }: { current: number; pageCount: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState<number | null>(current);
  const jump = () => {
    if (value === null) return setValue(current);
    onJump(Math.min(Math.max(1, Math.trunc(value)), pageCount));
  };
  return (
    <span className="tenon-pagination-jumper">
      前往
      <InputNumber
        aria-label="前往页码"
        controls={false}
        precision={0}
        value={value}
        onChange={setValue}
        onPressEnter={jump}
        onBlur={jump}
      />
      页
    </span>
  );
}
