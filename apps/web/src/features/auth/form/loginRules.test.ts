import { loginCredentialsSchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { issueText } from '../../../app/forms/zodRules.ts';
import { type LoginField, loginFieldProblem } from './loginRules.ts';

// What the form showed when it validated with the shared schema (zodRules), as "key|vars".
const viaZod = (field: LoginField, value: unknown) => {
  const result = loginCredentialsSchema.shape[field].safeParse(value ?? '');
  if (result.success) return null;
  return issueText(
    result.error.issues[0]!,
    (key, vars) => `${key}|${JSON.stringify(vars ?? {})}`,
    (key) => key.startsWith('validation:auth.'),
  );
};
const viaRules = (field: LoginField, value: unknown) => {
  const problem = loginFieldProblem(field, value);
  return problem ? `${problem.key}|${JSON.stringify(problem.vars ?? {})}` : null;
};

describe('login form rules without zod', () => {
  const values = [
    undefined,
    '',
    ' ',
    '   \t',
    'a',
    ' admin ',
    'x'.repeat(128),
    'x'.repeat(129),
    'y'.repeat(254),
    'y'.repeat(255),
    ` ${'y'.repeat(254)} `,
  ];

  it.each(['username', 'password'] as const)('judge %s exactly as the shared credentials schema', (field) => {
    for (const value of values)
      expect(viaRules(field, value), JSON.stringify(value)).toBe(viaZod(field, value));
  });

  it('names the missing field with its own message', () => {
    expect(loginFieldProblem('username', ' ')).toEqual({ key: 'validation:auth.username_required' });
    expect(loginFieldProblem('password', '')).toEqual({ key: 'validation:auth.password_required' });
    expect(loginFieldProblem('password', ' ')).toBeNull();
  });
});
