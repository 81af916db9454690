import { describe, expect, it } from 'vitest';
import { dictTagLook } from './dictTagColor';

describe('dictionary tag look', () => {
  it('is plain text when colorType is empty or default', () => {
    expect(dictTagLook({ colorType: '', cssClass: '' })).toEqual({ tag: false, className: undefined });
    expect(dictTagLook({ colorType: 'default', cssClass: 'A' })).toEqual({ tag: false, className: 'A' });
  });

  it('maps the Element UI tag types onto antd colours', () => {
    expect(dictTagLook({ colorType: 'primary', cssClass: '' }).color).toBe('processing');
    expect(dictTagLook({ colorType: 'success', cssClass: '' }).color).toBe('success');
    expect(dictTagLook({ colorType: 'warning', cssClass: '' }).color).toBe('warning');
    expect(dictTagLook({ colorType: 'danger', cssClass: '' }).color).toBe('error');
    expect(dictTagLook({ colorType: 'info', cssClass: '' })).toEqual({ tag: true, color: undefined, className: undefined });
  });

  it('takes a cssClass that is a colour as the tag colour, and any other as a class name', () => {
    expect(dictTagLook({ colorType: '', cssClass: '#e6a23c' })).toEqual({ tag: true, color: '#e6a23c', className: undefined });
    expect(dictTagLook({ colorType: 'success', cssClass: 'rgb(1, 2, 3)' }).color).toBe('rgb(1, 2, 3)');
    expect(dictTagLook({ colorType: 'success', cssClass: 'highlight' })).toEqual({ tag: true, color: 'success', className: 'highlight' });
  });
});
