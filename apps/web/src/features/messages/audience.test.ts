import { describe, expect, it } from 'vitest';
import { audienceLabel } from './audience.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;
const ROLE = '11111111-1111-4111-8111-111111111111';

describe('audienceLabel', () => {
  it('names the role a message went to, and falls back when it is gone', () => {
    const row = { audience: 'role' as const, roleId: ROLE, userIds: [] };
    expect(audienceLabel(row, t, [{ id: ROLE, name: 'VIP customers' }])).toBe(
      'audience.roleNamed{"name":"VIP customers"}',
    );
    expect(audienceLabel(row, t, [])).toBe('audience.role');
  });

  it('counts chosen users and names the broad audiences', () => {
    expect(audienceLabel({ audience: 'users', roleId: null, userIds: [ROLE, ROLE] }, t)).toBe(
      'audience.usersCount{"count":2}',
    );
    expect(audienceLabel({ audience: 'customers', roleId: null, userIds: [] }, t)).toBe('audience.customers');
  });
});
