import { describe, expect, it } from 'vitest';
import { isVisibleForRoles } from './roleGate.ts';

describe('isVisibleForRoles (spec section 5, element hiding by role)', () => {
  it('raises an error when the role list is not an array', () => {
    expect(() => isVisibleForRoles('adminRoleList', ['adminRoleList'])).toThrow(TypeError);
    expect(() => isVisibleForRoles(undefined, [])).toThrow(TypeError);
    expect(() => isVisibleForRoles({ roles: [] }, [])).toThrow(TypeError);
  });

  it('keeps the element for an empty list', () => {
    expect(isVisibleForRoles([], [])).toBe(true);
  });

  it('keeps it when the user holds one of the roles and removes it otherwise', () => {
    expect(isVisibleForRoles(['adminRoleList', 'resourceList'], ['resourceList'])).toBe(true);
    expect(isVisibleForRoles(['adminRoleList'], ['resourceList'])).toBe(false);
    expect(isVisibleForRoles(['adminRoleList'], [])).toBe(false);
  });
});
