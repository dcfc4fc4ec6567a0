import type { ReactNode } from 'react';
import { useStore } from '../store/createStore.ts';
import { isVisibleForRoles } from './roleGate.ts';
import { userStore } from './session.ts';

/** Renders its children only for users holding one of `roles` (an empty list shows them to everyone). */
export function RoleGate({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const user = useStore(userStore);
  return isVisibleForRoles(roles, user?.role ?? []) ? children : null;
}
