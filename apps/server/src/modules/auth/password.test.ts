import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('scrypt password hashes', () => {
  it('stores scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1 and a fresh salt each time', async () => {
    const a = await hashPassword('Demo@123456');
    const b = await hashPassword('Demo@123456');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@123456', a)).toBe(true);
    expect(await verifyPassword('Demo@123457', a)).toBe(false);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
