import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isValidSetting, parseSettings, serializeSettings } from './layoutSettings';

describe('layout settings', () => {
  it('default as the reference: #409EFF, light sidebar, no top menu, tabs on, header not fixed, logo on, static title', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-light',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads back what was saved', () => {
    const saved = { ...DEFAULT_SETTINGS, theme: '#13c2c2', sideTheme: 'theme-dark' as const, topNav: true, tagsView: false };
    expect(parseSettings(serializeSettings(saved))).toEqual(saved);
  });

  it('keeps the defaults for values of the wrong type, a theme that is not a string, and damaged JSON', () => {
    const stored = JSON.stringify({ theme: 42, sideTheme: 'theme-blue', topNav: 'yes', fixedHeader: true });
    expect(parseSettings(stored)).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: true });
    expect(parseSettings(JSON.stringify({ theme: { r: 1 } })).theme).toBe('#409EFF');
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"a string"')).toEqual(DEFAULT_SETTINGS);
  });

  it('accepts a theme colour only as a non-empty string', () => {
    expect(isValidSetting('theme', '#f5222d')).toBe(true);
    for (const value of [null, undefined, 1, {}, '']) expect(isValidSetting('theme', value)).toBe(false);
    expect(isValidSetting('topNav', true)).toBe(true);
    expect(isValidSetting('topNav', 1)).toBe(false);
  });
});
