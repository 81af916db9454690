/**
 * Keeps the device current (docs/console.md, "Phone or computer"): measured before the first paint and
 * on every resize, except while the document is hidden (a background tab's size means
 * nothing). On a phone the sidebar closes without animation at start and on resize, and with
 * animation when the user moves to another page.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { bodyWidth, deviceForWidth } from '../stores/device';
import { useLayoutStore } from '../stores/layoutStore';

function measure(): void {
  const device = deviceForWidth(bodyWidth());
  const { setDevice, closeSidebar } = useLayoutStore.getState();
  setDevice(device);
  if (device === 'mobile') closeSidebar(true);
}

export function useDeviceWatch(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useLayoutEffect(measure, []);

  useEffect(() => {
    const onResize = () => {
      if (!document.hidden) measure();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    const { device, sidebarOpened, closeSidebar } = useLayoutStore.getState();
    if (device === 'mobile' && sidebarOpened) closeSidebar(false);
  }, [pathname]);
}
