/** The monitors' toolbar: 自动刷新 (a switch) and 刷新 (spins while a refresh is under way). */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Switch } from 'antd';

export interface RefreshControlsProps {
  auto: boolean;
  onAutoChange: (auto: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

export default function RefreshControls({ auto, onAutoChange, refreshing, onRefresh }: RefreshControlsProps) {
  return (
    <Space>
      <span>自动刷新</span>
      <Switch checked={auto} onChange={onAutoChange} aria-label="自动刷新" />
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
        刷新
      </Button>
    </Space>
  );
}
