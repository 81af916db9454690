import { Spin } from 'antd';

/** Shown while the first navigation loads (for a signed-in user: while the session starts). */
export default function AppLoading() {
  return (
    <div className="tenon-app-loading" role="status">
      <Spin size="large" />
      <div className="tenon-app-loading-text">正在加载系统资源，请耐心等待</div>
    </div>
  );
}
