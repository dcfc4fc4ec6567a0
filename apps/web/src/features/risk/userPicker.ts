import { LOOKUP_ACCESS } from '@shiplabel/shared';
import { isVisibleForRoles } from '../../app/auth/roleGate.ts';

/** The resource codes GET /admin/allUserList asks for (the server's users routes). */
export const ALL_USER_LIST_ACCESS = ['adminList', 'adminRoleList'] as const;

export type PickerEndpoint = '/admin/allUserList' | '/admin/channel/userOptions' | null;

/**
 * Where the add dialog finds customers: the user list when the viewer may read it, else the channel
 * administrators' customer lookup (this page's own role holds it), so the page never calls an endpoint
 * its viewer would get a 403 from.
 */
export function pickerEndpointFor(codes: readonly string[]): PickerEndpoint {
  if (isVisibleForRoles([...ALL_USER_LIST_ACCESS], codes)) return '/admin/allUserList';
  if (isVisibleForRoles([...LOOKUP_ACCESS.userOptions], codes)) return '/admin/channel/userOptions';
  return null;
}

/** Only customers can be listed (the server refuses back-office people). */
export const CUSTOMER_KINDS = ['customer', 'proxy', 'warehouse'];
