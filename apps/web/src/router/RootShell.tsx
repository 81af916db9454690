/**
 * Wraps every page: a thin progress bar while a navigation loads (session start, lazy
 * pages), and the scroll back to the top after each navigation (docs/console.md, "Routes and the guard").
 */
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { scrollToTop } from '../utils/scrollToTop';

export default function RootShell() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    scrollToTop();
  }, [pathname, search]);

  return (
    <>
      {navigation.state !== 'idle' && <div className="tenon-route-progress" role="progressbar" aria-label="页面加载中" />}
      <Outlet />
    </>
  );
}
