import { describe, expect, it } from 'vitest';
import { deviceForWidth } from './device';

describe('device', () => {
  it('is mobile below 992 px of body width', () => {
    expect(deviceForWidth(390)).toBe('mobile');
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(991.5)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(1440)).toBe('desktop');
  });
});
