/**
 * The login form's checks without zod (issue 12: login page weight): the same outcome as the shared
 * `loginCredentialsSchema` (username non-blank after trimming, at most 254 characters; password non-empty,
 * at most 128), as `validation` keys that zodRules.issueText would give. loginRules.test.ts holds both
 * side by side. The server validates the decrypted credentials with the schema itself.
 */
export type LoginField = 'username' | 'password';

const LIMITS: Record<LoginField, { max: number; trim: boolean; requiredKey: string }> = {
  username: { max: 254, trim: true, requiredKey: 'validation:auth.username_required' },
  password: { max: 128, trim: false, requiredKey: 'validation:auth.password_required' },
};

export interface FieldProblem {
  key: string;
  vars?: Record<string, string>;
}

/** The field's problem, or null when the value passes. */
export function loginFieldProblem(field: LoginField, value: unknown): FieldProblem | null {
  const { max, trim, requiredKey } = LIMITS[field];
  if (typeof value !== 'string') return { key: requiredKey };
  const text = trim ? value.trim() : value;
  if (text.length === 0) return { key: requiredKey };
  if (text.length > max) return { key: 'validation:tooLong', vars: { limit: String(max) } };
  return null;
}
