/**
 * The browser tab's title (docs/console.md, "The frame"): `<page title> - Tenon 管理后台` while the
 * dynamicTitle setting is on, the console's name otherwise and after leaving the console.
 */
import { useEffect } from 'react';
import { useSettingsStore } from '../stores/settingsStore';
import { useLeafHandle } from './useLeafHandle';

export const APP_TITLE = 'Tenon 管理后台';

export const documentTitle = (pageTitle: string | undefined, dynamic: boolean) =>
  dynamic && pageTitle ? `${pageTitle} - ${APP_TITLE}` : APP_TITLE;

export function useDocumentTitle(): void {
  const dynamic = useSettingsStore((state) => state.dynamicTitle);
  const title = useLeafHandle()?.title;
  useEffect(() => {
    document.title = documentTitle(title, dynamic);
  }, [title, dynamic]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
