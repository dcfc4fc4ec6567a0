import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';

export const roleNotFound = () => notFound('rbac.role_not_found');
export const categoryNotFound = () => notFound('rbac.category_not_found');
export const resourceNotFound = () => notFound('rbac.resource_not_found');
export const unknownResources = (codes: string[]) =>
  badRequest('rbac.unknown_resource', { codes: codes.join(', ') });
export const roleNameTaken = (name: string) => conflict('rbac.role_name_taken', { name });
export const roleInUse = (count: number) => conflict('rbac.role_in_use', { count });
export const builtinRole = () => unprocessable('rbac.builtin_role');
export const lastAdmin = () => unprocessable('rbac.last_admin');
export const categoryInUse = (count: number) => conflict('rbac.category_in_use', { count });
export const systemResource = () => unprocessable('rbac.system_resource');
export const codeTaken = (code: string) => conflict('rbac.code_taken', { code });
export const notBackOffice = () => unprocessable('rbac.not_back_office');
export const grantForbidden = () => forbidden('rbac.grant_forbidden');
