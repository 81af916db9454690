/**
 * Shown while the first navigation loads (for a signed-in user: while the session starts).
 * antd's large Spin drawn in CSS (styles/global.css): this ships with the login page, antd does not.
 */
export default function AppLoading() {
  return (
    <div className="tenon-app-loading" role="status">
      <span className="tenon-spin" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <div className="tenon-app-loading-text">正在加载系统资源，请耐心等待</div>
    </div>
  );
}
