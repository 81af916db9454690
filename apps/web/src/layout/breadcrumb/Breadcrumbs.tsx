/** Where the user is: the trail of `breadcrumbTrail`, kept as it was while a page reloads. */
import { useRef } from 'react';
import { Breadcrumb } from 'antd';
import { Link, useLocation, useMatches } from 'react-router';
import { breadcrumbTrail, isRedirectPath, type Crumb } from './breadcrumbTrail';

export default function Breadcrumbs() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const trail = useRef<Crumb[]>([]);
  if (!isRedirectPath(pathname)) trail.current = breadcrumbTrail(matches);

  const items = trail.current.map((crumb) => ({
    key: crumb.key,
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : <span className="main-breadcrumb-text">{crumb.title}</span>,
  }));
  // antd renders a <nav> and passes the label on; its types just do not list aria props.
  const label = { 'aria-label': '当前位置' };
  return <Breadcrumb className="main-breadcrumb" items={items} {...label} />;
}
