import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation } from '../router/documentNavigation';
import { LAYOUT_SETTING_KEY } from './layoutSettings';
import { useSettingsStore } from './settingsStore';

describe('settings store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies a change at once, and keeps it under layout-setting when saved', () => {
    const { setSetting, save } = useSettingsStore.getState();
    setSetting('topNav', true);
    setSetting('theme', '#11a983');
    expect(useSettingsStore.getState()).toMatchObject({ topNav: true, theme: '#11a983' });
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    save();
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY)!)).toMatchObject({ topNav: true, theme: '#11a983', tagsView: true });
  });

  it('ignores a theme colour that is not a string (a cleared picker)', () => {
    useSettingsStore.getState().setSetting('theme', null);
    useSettingsStore.getState().setSetting('theme', { toHexString: () => '#000' });
    expect(useSettingsStore.getState().theme).toBe('#409EFF');
  });

  it('reset removes the key and reloads the page after 1 s', () => {
    const reload = vi.spyOn(documentNavigation, 'reload').mockImplementation(() => {});
    localStorage.setItem(LAYOUT_SETTING_KEY, '{"topNav":true}');
    useSettingsStore.getState().reset();
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });
});
