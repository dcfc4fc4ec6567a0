import { describe, expect, it } from 'vitest';
import {
  loginCredentialsSchema,
  passwordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from './schemas.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('refuses empty login fields with their keys', () => {
    expect(firstMessage(loginCredentialsSchema.safeParse({ username: ' ', password: 'x' }))).toBe(
      'auth.username_required',
    );
    expect(firstMessage(loginCredentialsSchema.safeParse({ username: 'a@b.c', password: '' }))).toBe(
      'auth.password_required',
    );
  });

  it('enforces 8-16 characters with a letter and a digit', () => {
    expect(passwordSchema.safeParse('Demo@123456').success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse('a1b2c3'))).toBe('auth.password_length');
    expect(firstMessage(passwordSchema.safeParse('abcdefghij1234567'))).toBe('auth.password_length');
    expect(firstMessage(passwordSchema.safeParse('abcdefghij'))).toBe('auth.password_letter_digit');
    expect(firstMessage(passwordSchema.safeParse('1234567890'))).toBe('auth.password_letter_digit');
  });

  it('refuses a confirmation that differs', () => {
    const r = updatePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: 'Abcdef123',
      confirmPassword: 'Abcdef124',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      message: 'auth.passwords_inconsistent',
      path: ['confirmPassword'],
    });
  });

  it('accepts http, https and ftp websites only', () => {
    for (const url of ['https://a.example', 'http://a.example/x', 'ftp://files.example', ''])
      expect(updateProfileSchema.safeParse({ personalWebsite: url }).success).toBe(true);
    for (const url of ['javascript:alert(1)', 'a.example', 'mailto:x@y.z'])
      expect(updateProfileSchema.safeParse({ personalWebsite: url }).success).toBe(false);
  });
  it('refuses a new password equal to the current one, on the new password (server and web form)', () => {
    const same = { oldPassword: 'Abcdef123', newPassword: 'Abcdef123', confirmPassword: 'Abcdef123' };
    const r = updatePasswordSchema.safeParse(same);
    expect(r.error?.issues).toMatchObject([{ message: 'auth.password_unchanged', path: ['newPassword'] }]);
  });
});
