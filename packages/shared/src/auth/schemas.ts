import { z } from 'zod';

/** POST /admin/login and POST /user/updatePassword carry their secrets only inside `encryptData`. */
export const encryptedBodySchema = z.object({ encryptData: z.string().min(1).max(4096) });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** The JSON inside the login's encryptData. */
export const loginCredentialsSchema = z.object({
  username: z.string().trim().min(1, 'auth.username_required').max(254),
  password: z.string().min(1, 'auth.password_required').max(128),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

/** The freshness stamp crypto/hybrid.ts adds inside every encryptData (replays and stale copies are refused). */
export const payloadStampSchema = z.object({
  ts: z.number().int().nonnegative(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

export const loginResultSchema = z.object({ token: z.string() });

export const publicKeySchema = z.object({
  /** SPKI PEM of the server's RSA-2048 key. */
  publicKey: z.string(),
  /** The scheme of `encryptData`, see crypto/hybrid.ts. */
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});

/**
 * Password rule. The spec gives 6-16 in one place and 8-16 in another; we take the stricter 8-16 and
 * require at least one letter and one digit (docs/decisions.md).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'auth.password_length')
  .max(PASSWORD_MAX, 'auth.password_length')
  .regex(/[A-Za-z]/, 'auth.password_letter_digit')
  .regex(/\d/, 'auth.password_letter_digit');

/** The JSON inside updatePassword's encryptData. */
export const updatePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'auth.old_password_required').max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'auth.passwords_inconsistent',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.oldPassword, {
    message: 'auth.password_unchanged',
    path: ['newPassword'],
  });
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export const USER_KINDS = ['admin', 'staff', 'seller', 'customer', 'proxy', 'warehouse'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const BACK_OFFICE_KINDS: readonly UserKind[] = ['admin', 'staff', 'seller'];

/** 0 inactive (after registration), 1 active, 2 disabled. */
export const USER_STATUS = { inactive: 0, active: 1, disabled: 2 } as const;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** GET /user/info: the profile of spec section 3. Balances are USD decimal strings. */
export const userInfoSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  nickName: z.string(),
  realName: z.string(),
  avatar: z.string(),
  icon: z.string(),
  job: z.string(),
  jobName: z.string(),
  organization: z.string(),
  organizationName: z.string(),
  location: z.string(),
  locationName: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  phone: z.string(),
  company: z.string(),
  registrationDate: z.string(),
  certification: z.number().int(),
  invitationCode: z.string(),
  memberType: z.number().int(),
  kind: z.enum(USER_KINDS),
  status: z.number().int(),
  role: z.array(z.string()),
  roles: z.array(z.string()),
  resources: z.array(z.object({ code: z.string() })),
  balance: money,
  earnestBalance: money,
  depositBalance: money,
  refundAmount: money,
  creditBalance: money,
  currency: z.string(),
  /** Set when this session was opened by an administrator or staff member on the user's behalf. */
  impersonatedBy: z.string().nullable(),
  /** Who opened this session on the user's behalf (impersonation), else null. */
  impersonator: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The role this session acts with after "switch roles", else null (every role the user holds). */
  activeRoleId: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** URL pattern of spec section 5: http, https and ftp. */
export const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;

/** POST /user/updateInfo: the editable profile fields. */
export const updateProfileSchema = z.object({
  nickName: optionalText(64),
  realName: optionalText(64),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+\d][\d\s()-]{4,31}$/, 'user.phone_invalid')
    .or(z.literal(''))
    .optional(),
  company: optionalText(128),
  job: optionalText(64),
  organization: optionalText(128),
  location: optionalText(128),
  introduction: optionalText(500),
  personalWebsite: z
    .string()
    .trim()
    .max(255)
    .regex(URL_PATTERN, 'user.url_invalid')
    .or(z.literal(''))
    .optional(),
  avatar: optionalText(512),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
