import {
  buildMenu,
  type Locale,
  type MenuNode,
  menuTitle,
  type UpdateProfile,
  type UserInfo,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { Upload } from '../../lib/uploads/read-upload.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { storeUpload } from '../files/files.usecases.ts';
import { profileBalances } from '../ledger/funds.usecases.ts';
import { roleSummaries } from '../rbac/roles.usecases.ts';
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
    // The avatar is an uploaded image (setAvatar): a typed URL is never taken.
    if (value !== undefined && key !== 'avatar') changes[key as keyof ProfileChanges] = value;
  }
  const user = await updateUserProfile(deps.db, deps.auth.user.id, changes, deps.clock());
  if (!user) throw userNotFound();
  // A profile edit cannot change roles: the codes the guard resolved for this request still hold.
  const balances = await profileBalances({ db: deps.db, userId: user.id });
  return toUserInfo(user, deps.auth, deps.auth.impersonatorEmail, balances);
}

/** Avatars: an image checked by content, at most the system configuration's upload limit (default 500 KB). */
export const AVATAR_KINDS = ['png', 'jpeg', 'webp'] as const;

/** Stores an uploaded avatar image as the caller's file and makes it their avatar (its attachment URL). */
export async function setAvatar(deps: AppDeps & { auth: AuthContext; upload: Upload }): Promise<UserInfo> {
  const blob = await storeUpload({ ...deps, kind: 'avatar' });
  const user = await updateUserProfile(
    deps.db,
    deps.auth.user.id,
    { avatar: `/app/attachment/${blob.id}` },
    deps.clock(),
  );
  if (!user) throw userNotFound();
  const balances = await profileBalances({ db: deps.db, userId: user.id });
  return toUserInfo(user, deps.auth, deps.auth.impersonatorEmail, balances);
}

/** The caller's roles with their names and descriptions (the account page shows them translated). */
export function myRoles(deps: AppDeps & { auth: AuthContext }) {
  return roleSummaries({ db: deps.db, ids: deps.auth.heldRoleIds });
}

export const USER_PICKER_LIMIT = 50;

export function listUsersForPicker(deps: AppDeps & { keyword?: string }) {
  return searchUsers(deps.db, deps.keyword, USER_PICKER_LIMIT);
}
