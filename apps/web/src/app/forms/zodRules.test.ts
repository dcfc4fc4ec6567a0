import {
  loginCredentialsSchema,
  resourceInputSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/validation.json';
import zh from '../../locales/zh-CN/validation.json';
import { issueText } from './zodRules.ts';

function dictionary(data: unknown) {
  const lookup = (key: string) =>
    key
      .replace(/^validation:/, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], data);
  return {
    t: (key: string, vars: Record<string, unknown> = {}) =>
      String(lookup(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name])),
    exists: (key: string) => typeof lookup(key) === 'string',
  };
}

const firstIssue = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.error!.issues[0] as Parameters<typeof issueText>[0];

describe('issueText', () => {
  it('translates the shared schemas own messages', () => {
    const { t, exists } = dictionary(en);
    expect(issueText(firstIssue(loginCredentialsSchema.shape.username.safeParse('')), t, exists)).toBe(
      'Please enter the username',
    );
    const zhDict = dictionary(zh);
    expect(
      issueText(firstIssue(loginCredentialsSchema.shape.password.safeParse('')), zhDict.t, zhDict.exists),
    ).toBe('请输入密码');
  });

  it('reports the password mismatch on the confirmation', () => {
    const { t, exists } = dictionary(en);
    const result = updatePasswordSchema.safeParse({
      oldPassword: 'a',
      newPassword: 'Changed@2026',
      confirmPassword: 'x',
    });
    const issue = result.error!.issues.find((i) => i.path[0] === 'confirmPassword')!;
    expect(issueText(issue, t, exists)).toBe('the two passwords are inconsistent');
  });

  it("maps zod's built-in messages by issue code", () => {
    const { t, exists } = dictionary(en);
    expect(
      issueText(firstIssue(updateProfileSchema.shape.nickName.safeParse('x'.repeat(70))), t, exists),
    ).toBe('At most 64 characters');
    expect(issueText(firstIssue(resourceInputSchema.shape.nameEn.safeParse(undefined)), t, exists)).toBe(
      'This field is required',
    );
    expect(issueText(firstIssue(resourceInputSchema.shape.code.safeParse('1bad')), t, exists)).toMatch(
      /letter first/,
    );
  });
});
