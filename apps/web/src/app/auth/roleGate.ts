/**
 * Element hiding by role (spec section 5): the role list must be an array, otherwise an error is raised;
 * an empty list keeps the element; otherwise it stays only when the user holds one of the listed roles.
 */
export function isVisibleForRoles(roles: unknown, userCodes: readonly string[]): boolean {
  if (!Array.isArray(roles)) {
    throw new TypeError("RoleGate needs an array of roles, e.g. roles={['adminRoleList']}");
  }
  if (roles.length === 0) return true;
  return roles.some((role) => userCodes.includes(role));
}
