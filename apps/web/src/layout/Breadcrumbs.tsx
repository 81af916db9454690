/**
 * Where the user is: 首页, then the titles of the matched routes. Only 首页 links anywhere;
 * directories have no page of their own and the last entry is the current page.
 */
import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { handleOf } from '../router/routeHandle';

export default function Breadcrumbs() {
  const titles = useMatches()
    .map(handleOf)
    .filter((handle) => handle !== undefined)
    .map((handle) => handle.title);
  const trail = titles[0] === '首页' ? titles : ['首页', ...titles];
  const items = trail.map((title, index) => ({
    key: `${index}-${title}`,
    title: index === 0 && trail.length > 1 ? <Link to="/index">{title}</Link> : title,
  }));
  // antd renders a <nav> and passes the label on; its types just do not list aria props.
  const label = { 'aria-label': '当前位置' };
  return <Breadcrumb className="main-breadcrumb" items={items} {...label} />;
}
