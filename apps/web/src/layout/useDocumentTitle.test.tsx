/** The browser tab's title (docs/console.md, "The frame"). */
import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useSettingsStore } from '../stores/settingsStore';
import { openShell } from './testing/openShell';
import { documentTitle } from './useDocumentTitle';

describe('document title', () => {
  it('is `<page> - Tenon 管理后台` with dynamicTitle on, the console name otherwise', async () => {
    expect(documentTitle('用户管理', true)).toBe('用户管理 - Tenon 管理后台');
    expect(documentTitle('用户管理', false)).toBe('Tenon 管理后台');
    await openShell('/system/user');
    expect(document.title).toBe('Tenon 管理后台');
    act(() => useSettingsStore.getState().setSetting('dynamicTitle', true));
    await waitFor(() => expect(document.title).toBe('用户管理 - Tenon 管理后台'));
  });
});
