import { describe, expect, it } from 'vitest';
import { parseTrackingNumbers, splitTrackingNumbers } from './trackingInput.ts';

describe('parseTrackingNumbers', () => {
  it('splits lines and commas (also full-width), trims, drops blanks and repeats', () => {
    expect(parseTrackingNumbers(' 1Z001 \n1Z002,1Z003，1Z004\r\n\n1Z001 ; 1Z005')).toEqual({
      ok: true,
      numbers: ['1Z001', '1Z002', '1Z003', '1Z004', '1Z005'],
    });
  });

  it('refuses an empty box', () => {
    expect(parseTrackingNumbers(' \n , ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('accepts 50 numbers and refuses 51 with the count', () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `TRK${i}`).join('\n');
    expect(parseTrackingNumbers(numbers(50))).toMatchObject({ ok: true });
    expect(parseTrackingNumbers(numbers(51))).toEqual({ ok: false, reason: 'tooMany', count: 51 });
  });

  it('refuses a number longer than the server accepts', () => {
    const long = 'X'.repeat(61);
    expect(parseTrackingNumbers(`A1\n${long}`)).toEqual({ ok: false, reason: 'tooLong', number: long });
  });

  it('counts distinct numbers while typing', () => {
    expect(splitTrackingNumbers('a\na\nb')).toEqual(['a', 'b']);
  });
});
