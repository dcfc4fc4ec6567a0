import { describe, expect, it } from 'vitest';
import { pickerEndpointFor } from './userPicker.ts';

describe('avoid-high-risk user picker', () => {
  it('asks the user list when the viewer may read it, else the customer lookup, else nothing', () => {
    expect(pickerEndpointFor(['adminChannel', 'adminList'])).toBe('/admin/allUserList');
    expect(pickerEndpointFor(['adminRoleList'])).toBe('/admin/allUserList');
    expect(pickerEndpointFor(['adminChannel'])).toBe('/admin/channel/userOptions');
    expect(pickerEndpointFor(['orderList'])).toBeNull();
  });
});
