/**
 * Inside the layout, for a menu whose `component` names no page of this console (a menu
 * configured for a screen that does not exist yet, or a typo in the menu settings).
 */
import { Result } from 'antd';

export default function MissingPage({ component }: { component: string | null }) {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={
        component ? `菜单配置的组件「${component}」不存在，请检查菜单设置。` : '该菜单未配置组件，请检查菜单设置。'
      }
    />
  );
}
