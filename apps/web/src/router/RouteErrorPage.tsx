/**
 * The last resort when a route fails to render or load. After a new release an old tab may
 * ask for page files that no longer exist: reloading fetches the current ones.
 * Plain markup: this ships with the login page, antd does not (docs/performance.md, "First visit").
 */
import { useRouteError } from 'react-router';

export default function RouteErrorPage() {
  console.error(useRouteError());
  return (
    <div className="tenon-app-loading" role="alert">
      <h1 className="tenon-route-error-title">页面加载失败</h1>
      <p>网络不稳定或系统已更新，请刷新页面后重试。</p>
      <button type="button" className="tenon-primary-button" onClick={() => window.location.reload()}>
        刷新页面
      </button>
    </div>
  );
}
