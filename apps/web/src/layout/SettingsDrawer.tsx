/** 布局设置. The options themselves (theme, tags view, fixed header…) arrive with the settings feature. */
import { Drawer, Empty } from 'antd';
import { useLayoutStore } from '../stores/layoutStore';

export default function SettingsDrawer() {
  const open = useLayoutStore((state) => state.settingsOpen);
  const setOpen = useLayoutStore((state) => state.setSettingsOpen);
  return (
    <Drawer title="布局设置" open={open} onClose={() => setOpen(false)} size={280}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可调整的布局选项" />
    </Drawer>
  );
}
