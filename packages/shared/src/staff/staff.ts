import { z } from 'zod';
import { passwordSchema, USER_STATUS } from '../auth/schemas.ts';
import { pageQuerySchema, pageSchema } from '../pagination.ts';

/**
 * Employee management (issue 13): the accounts of kind staff. Administrators are listed too, read-only
 * (docs/decisions.md): the employee screen shows who works in the back office, but an administrator's
 * account is changed by another administrator in user management, never by an employee manager.
 */
export const EMPLOYEE_KINDS = ['staff', 'admin'] as const;
export type EmployeeKind = (typeof EMPLOYEE_KINDS)[number];

const STATUS_TEXT = ['0', '1', '2'] as const;
const STATUS_NUMBERS = Object.values(USER_STATUS) as number[];

/** A status sent as a number (JSON) or as text (the spec's form field `status`): 0 inactive, 1 active, 2 disabled. */
export const userStatusValueSchema = z
  .union([z.number().int(), z.enum(STATUS_TEXT)], { error: 'staff.status_invalid' })
  .transform((v) => Number(v))
  .refine((v) => STATUS_NUMBERS.includes(v), { message: 'staff.status_invalid' });

export const staffStatusInputSchema = z.object({ status: userStatusValueSchema });
export type StaffStatusInput = z.infer<typeof staffStatusInputSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z
    .enum(STATUS_TEXT)
    .transform((v) => Number(v))
    .optional(),
  kind: z.enum(EMPLOYEE_KINDS).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+\d][\d\s()-]{4,31}$/, 'user.phone_invalid')
  .or(z.literal(''));
const text = (max: number) => z.string().trim().max(max);

export const staffRegisterSchema = z.object({
  email: z.email('staff.email_invalid').trim().toLowerCase().max(254),
  password: passwordSchema,
  nickName: text(64).min(1, 'staff.name_required'),
  realName: text(64).optional(),
  phone: phoneSchema.optional(),
  job: text(64).optional(),
});
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;

/** Every field optional; a password given replaces the old one (and signs the employee out everywhere). */
export const staffUpdateSchema = z.object({
  email: z.email('staff.email_invalid').trim().toLowerCase().max(254).optional(),
  password: passwordSchema.optional(),
  nickName: text(64).min(1, 'staff.name_required').optional(),
  realName: text(64).optional(),
  phone: phoneSchema.optional(),
  job: text(64).optional(),
});
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const staffRowSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  email: z.string(),
  kind: z.enum(EMPLOYEE_KINDS),
  status: z.number().int(),
  nickName: z.string(),
  realName: z.string(),
  phone: z.string(),
  job: z.string(),
  createdAt: z.string(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  /** False for administrators: the employee screen shows them read-only. */
  editable: z.boolean(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
export const staffPageSchema = pageSchema(staffRowSchema);

/** POST /admin/token/build/{id}, /staff/token/build/{id}: a one-time token to open the user's session. */
export const impersonationTokenSchema = z.object({
  userToken: z.string(),
  expiresAt: z.string(),
  /** The web path that exchanges it (opened in a new tab). */
  path: z.string(),
});
export type ImpersonationToken = z.infer<typeof impersonationTokenSchema>;

export const tokenExchangeInputSchema = z.object({
  userToken: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'impersonation.token_invalid'),
});

/** POST /user/switchRole: one of the caller's roles, or null for all of them. */
export const switchRoleInputSchema = z.object({ roleId: z.uuid().nullable() });
