import type { UserInfo, UserKind } from '@shiplabel/shared';
import type { UserRow } from './users.table.ts';

/** A short, readable account number shown to users and support staff (not a secret, not a key). */
export const accountIdOf = (userId: string) => `SL${userId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export interface ProfileBalances {
  balance: string;
  earnestBalance: string;
  depositBalance: string;
  refundAmount: string;
  creditBalance: string;
}

/** The profile of GET /user/info; the balances come from the ledger (USD wallet). */
export function toUserInfo(
  user: UserRow,
  access: {
    codes: string[];
    roleIds: string[];
    activeRoleId?: string | null;
    impersonatorId?: string | null;
    impersonatorName?: string | null;
  },
  impersonatedBy: string | null,
  balances: ProfileBalances,
): UserInfo {
  return {
    id: user.id,
    accountId: accountIdOf(user.id),
    username: user.email,
    email: user.email,
    name: user.nickName || user.realName || user.email,
    nickName: user.nickName,
    realName: user.realName,
    avatar: user.avatar,
    icon: user.avatar,
    job: user.job,
    jobName: user.job,
    organization: user.organization,
    organizationName: user.organization,
    location: user.location,
    locationName: user.location,
    introduction: user.introduction,
    personalWebsite: user.personalWebsite,
    phone: user.phone,
    company: user.company,
    registrationDate: user.createdAt.toISOString(),
    certification: user.certification,
    invitationCode: user.invitationCode,
    memberType: user.memberType,
    kind: user.kind as UserKind,
    status: user.status,
    role: access.codes,
    roles: access.roleIds,
    resources: access.codes.map((code) => ({ code })),
    ...balances,
    currency: 'USD',
    impersonatedBy,
    impersonator:
      access.impersonatorId && impersonatedBy
        ? {
            id: access.impersonatorId,
            name: access.impersonatorName ?? impersonatedBy,
            email: impersonatedBy,
          }
        : null,
    activeRoleId: access.activeRoleId ?? null,
  };
}
