import { describe, expect, it } from 'vitest';
import { renewedToken } from './token.ts';

describe('renewedToken (token response header)', () => {
  it('replaces the stored token when the header differs', () => {
    expect(renewedToken('old', 'new')).toBe('new');
    expect(renewedToken(null, 'new')).toBe('new');
    expect(renewedToken('old', '  new  ')).toBe('new');
  });

  it('changes nothing when the header is missing, empty or the same', () => {
    expect(renewedToken('old', undefined)).toBeNull();
    expect(renewedToken('old', '')).toBeNull();
    expect(renewedToken('old', 'old')).toBeNull();
    expect(renewedToken('old', ['a', 'b'])).toBeNull();
  });
});
