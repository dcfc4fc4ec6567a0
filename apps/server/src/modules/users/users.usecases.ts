import {
  buildMenu,
  type Locale,
  type MenuNode,
  menuTitle,
  type UpdateProfile,
  type UserInfo,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { profileBalances } from '../ledger/funds.usecases.ts';
import { toUserInfo } from './user-info.ts';
import { userNotFound } from './users.errors.ts';
import { type ProfileChanges, searchUsers, updateUserProfile } from './users.repository.ts';

export async function getUserInfo(deps: AppDeps & { auth: AuthContext }): Promise<UserInfo> {
  const { auth } = deps;
  const balances = await profileBalances({ db: deps.db, userId: auth.user.id });
  return toUserInfo(auth.user, auth, auth.impersonatorEmail, balances);
}

/** The menu tree of POST /api/user/menu: the shared route table filtered by the caller's codes. */
export function getMenu(deps: { auth: AuthContext; locale: Locale }): MenuNode[] {
  return buildMenu(deps.auth.codes, (key) => menuTitle(deps.locale, key));
}

export async function updateProfile(
  deps: AppDeps & { auth: AuthContext; changes: UpdateProfile },
): Promise<UserInfo> {
  const changes: ProfileChanges = {};
  for (const [key, value] of Object.entries(deps.changes)) {
    if (value !== undefined) changes[key as keyof ProfileChanges] = value;
  }
  const user = await updateUserProfile(deps.db, deps.auth.user.id, changes, deps.clock());
  if (!user) throw userNotFound();
  // A profile edit cannot change roles: the codes the guard resolved for this request still hold.
  const balances = await profileBalances({ db: deps.db, userId: user.id });
  return toUserInfo(user, deps.auth, deps.auth.impersonatorEmail, balances);
}

export const USER_PICKER_LIMIT = 50;

export function listUsersForPicker(deps: AppDeps & { keyword?: string }) {
  return searchUsers(deps.db, deps.keyword, USER_PICKER_LIMIT);
}
