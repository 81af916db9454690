/**
 * 布局大小 (docs/console.md, "Navbar"): default, medium, small, mini, applied to every antd component through
 * the ConfigProvider (`componentSizeOf`), remembered under `size`, confirmed with a success
 * message (the reference's 'Switch Size Success'). The button's tooltip is hidden while the
 * list is open: at the top of the window it flips below the button, over the first entry.
 */
import { useState } from 'react';
import { App, Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { SIZES, useLayoutStore, type Size } from '../../stores/layoutStore';

export const SIZE_LABELS: Record<Size, string> = { default: '默认', medium: '中等', small: '小型', mini: '迷你' };
export const SIZE_SWITCHED = '布局大小切换成功';

export default function SizeSelect() {
  const { message } = App.useApp();
  const size = useLayoutStore((state) => state.size);
  const setSize = useLayoutStore((state) => state.setSize);
  const [menuOpen, setMenuOpen] = useState(false);
  const [hovered, setHovered] = useState(false);

  const items: MenuProps['items'] = SIZES.map((value) => ({ key: value, label: SIZE_LABELS[value], disabled: value === size }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setSize(key as Size);
    void message.success(SIZE_SWITCHED);
  };

  return (
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: [size] }}
      trigger={['click']}
      placement="bottom"
      onOpenChange={setMenuOpen}
    >
      <Tooltip title="布局大小" open={hovered && !menuOpen} onOpenChange={setHovered}>
        <Button type="text" className="navbar-icon-button" aria-label="布局大小" icon={<FontSizeOutlined />} />
      </Tooltip>
    </Dropdown>
  );
}
