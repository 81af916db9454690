import { beforeEach, describe, expect, it } from 'vitest';
import { getDictData, getDictDatas, getDictLabel, useDictStore } from './dictStore';

const entry = (dictType: string, value: string, label: string, colorType = '') => ({
  dictType,
  value,
  label,
  colorType,
  cssClass: '',
});

describe('dictionary lookups', () => {
  beforeEach(() => {
    useDictStore
      .getState()
      .setDictDatas([
        entry('common_status', '0', '开启', 'primary'),
        entry('common_status', '1', '关闭', 'info'),
        entry('system_user_sex', '1', '男'),
      ]);
  });

  it('lists the entries of a type, in the order loaded', () => {
    expect(getDictDatas('common_status').map((d) => d.label)).toEqual(['开启', '关闭']);
  });

  it('finds an entry whether the value is a number or a string', () => {
    expect(getDictData('common_status', 0)?.label).toBe('开启');
    expect(getDictData('common_status', '1')?.colorType).toBe('info');
    expect(getDictLabel('system_user_sex', 1)).toBe('男');
  });

  it('answers empty for a missing type or value', () => {
    expect(getDictDatas('no_such_type')).toEqual([]);
    expect(getDictData('no_such_type', 1)).toBeUndefined();
    expect(getDictData('common_status', 9)).toBeUndefined();
    expect(getDictData('common_status', null)).toBeUndefined();
    expect(getDictLabel('common_status', 9)).toBe('');
  });
});
