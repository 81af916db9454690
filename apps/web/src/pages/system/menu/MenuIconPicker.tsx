/**
 * 菜单图标: the field shows the chosen icon and its name; clicking it opens a searchable grid
 * of every icon the sidebar can draw. A form control (value: the icon's name, '' for none).
 */
import { useMemo, useState } from 'react';
import { Empty, Input, Popover } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { menuIcon, menuIconNames } from '../../../layout/sidebar/menuIcons';
import './menu.css';

export interface MenuIconPickerProps {
  id?: string;
  value?: string;
  onChange?: (icon: string) => void;
}

export default function MenuIconPicker({ id, value = '', onChange }: MenuIconPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const names = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted ? menuIconNames.filter((name) => name.toLowerCase().includes(wanted)) : menuIconNames;
  }, [search]);

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
  };

  const grid = (
    <div className="menu-icon-picker">
      <Input placeholder="请输入图标名称" allowClear value={search} onChange={(e) => setSearch(e.target.value)} aria-label="搜索图标" />
      {names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的图标" />
      ) : (
        <div className="menu-icon-grid" role="listbox" aria-label="图标">
          {names.map((name) => (
            <button
              key={name}
              type="button"
              role="option"
              aria-selected={name === value}
              className={name === value ? 'menu-icon-cell selected' : 'menu-icon-cell'}
              title={name}
              onClick={() => choose(name)}
            >
              <span className="menu-icon-glyph" aria-hidden>
                {menuIcon(name)}
              </span>
              <span className="menu-icon-name">{name}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSearch('');
      }}
      content={grid}
      arrow={false}
    >
      <Input
        id={id}
        readOnly
        value={value}
        placeholder="点击选择图标"
        className="menu-icon-input"
        prefix={<span aria-hidden>{value ? menuIcon(value) : <SearchOutlined />}</span>}
        suffix={
          value ? (
            <CloseCircleFilled
              className="menu-icon-clear"
              aria-label="清除图标"
              role="button"
              onClick={(e) => {
                e.stopPropagation();
                onChange?.('');
              }}
            />
          ) : (
            <span />
          )
        }
      />
    </Popover>
  );
}
