import { describe, expect, it } from 'vitest';
import { currentDevice, deviceOfWidth, SCREEN_LG, SCREEN_MD } from './device.ts';

describe('deviceOfWidth (antd breakpoints md 768, lg 992)', () => {
  it('a phone below 768 px is mobile', () => {
    expect(deviceOfWidth(320)).toBe('mobile');
    expect(deviceOfWidth(390)).toBe('mobile');
    expect(deviceOfWidth(SCREEN_MD - 1)).toBe('mobile');
  });

  it('768 to 991 px is a tablet (collapsed icon menu)', () => {
    expect(deviceOfWidth(SCREEN_MD)).toBe('tablet');
    expect(deviceOfWidth(820)).toBe('tablet');
    expect(deviceOfWidth(SCREEN_LG - 1)).toBe('tablet');
  });

  it('992 px and wider is a desktop', () => {
    expect(deviceOfWidth(SCREEN_LG)).toBe('desktop');
    expect(deviceOfWidth(1920)).toBe('desktop');
  });

  it('the breakpoints are antd grid md and lg', () => {
    expect([SCREEN_MD, SCREEN_LG]).toEqual([768, 992]);
  });

  it('without a window (server, unit tests) the device is desktop', () => {
    expect(currentDevice()).toBe('desktop');
  });
});
