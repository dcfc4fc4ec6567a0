import { describe, expect, it } from 'vitest';
import { registerSchema, sendEmailCodeSchema } from './registration.ts';

const valid = {
  email: ' Ann@Example.COM ',
  phone: '+1 415 555 0100',
  code: '012345',
  company: 'Ann Co',
  firstName: 'Ann',
  lastName: 'Lee',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  privacyConsent: true,
};

const issues = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration schemas', () => {
  it('normalises the e-mail and fills the optional fields', () => {
    expect(registerSchema.parse(valid)).toMatchObject({
      email: 'ann@example.com',
      nickName: '',
      wechatId: '',
      invitationCode: '',
      smsConsent: false,
      privacyConsent: true,
    });
    expect(sendEmailCodeSchema.parse({ email: 'B@X.io' })).toEqual({ email: 'b@x.io' });
  });

  it('requires the privacy consent, a 6-digit code, the required fields and matching passwords', () => {
    expect(issues({ ...valid, privacyConsent: false })).toEqual({
      privacyConsent: 'registration.privacy_required',
    });
    expect(issues({ ...valid, code: '12345a' })).toEqual({ code: 'registration.code_format' });
    expect(issues({ ...valid, confirmPassword: 'Passw0rd!' })).toEqual({
      confirmPassword: 'registration.passwords_mismatch',
    });
    expect(issues({ ...valid, password: 'short1', confirmPassword: 'short1' })).toEqual({
      password: 'auth.password_length',
    });
    expect(issues({ privacyConsent: true })).toMatchObject({
      email: 'registration.email_invalid',
      phone: 'registration.phone_required',
      code: 'registration.code_required',
      company: 'registration.company_required',
      firstName: 'registration.first_name_required',
      lastName: 'registration.last_name_required',
    });
  });
});
