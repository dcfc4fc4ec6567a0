import { z } from 'zod';
import { passwordSchema } from './schemas.ts';

/** Sign-up e-mail codes (docs/decisions.md): 6 digits, valid 10 minutes, one per address per minute. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 10;
/** The web's "send code" button counts down this long; the server refuses a resend sooner. */
export const EMAIL_CODE_RESEND_SECONDS = 60;
/** Codes one address may be sent per hour. */
export const EMAIL_CODES_PER_HOUR = 5;
/** Codes one client address may ask for per hour (all e-mail addresses together). */
export const EMAIL_CODES_PER_IP_HOUR = 20;

const email = z
  .string({ error: 'registration.email_invalid' })
  .trim()
  .toLowerCase()
  .min(1, 'registration.email_required')
  .max(254, 'registration.email_invalid')
  .email('registration.email_invalid');

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** POST /user/code/send. */
export const sendEmailCodeSchema = z.object({ email });
export type SendEmailCode = z.infer<typeof sendEmailCodeSchema>;

export const sendEmailCodeResultSchema = z.object({
  /** Seconds before another code may be asked for this address (the web's countdown). */
  resendAfterSeconds: z.number().int(),
  /** How long the code is valid. */
  expiresInMinutes: z.number().int(),
});

/** POST /user/register: every registration field of spec section 3. */
export const registerSchema = z
  .object({
    email,
    phone: z
      .string({ error: 'registration.phone_required' })
      .trim()
      .min(1, 'registration.phone_required')
      .max(32, 'user.phone_invalid')
      .regex(/^[+\d][\d\s()-]{4,31}$/, 'user.phone_invalid'),
    code: z
      .string({ error: 'registration.code_required' })
      .trim()
      .min(1, 'registration.code_required')
      .regex(/^\d{6}$/, 'registration.code_format'),
    nickName: optionalText(64),
    company: z
      .string({ error: 'registration.company_required' })
      .trim()
      .min(1, 'registration.company_required')
      .max(128),
    wechatId: optionalText(64),
    invitationCode: optionalText(32),
    firstName: z
      .string({ error: 'registration.first_name_required' })
      .trim()
      .min(1, 'registration.first_name_required')
      .max(64),
    lastName: z
      .string({ error: 'registration.last_name_required' })
      .trim()
      .min(1, 'registration.last_name_required')
      .max(64),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'registration.passwords_mismatch' }).max(128),
    smsConsent: z.boolean().default(false),
    privacyConsent: z.literal(true, { error: 'registration.privacy_required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'registration.passwords_mismatch',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResultSchema = z.object({
  email: z.string(),
  /** Always 0 (inactive): an administrator must activate the account before it can sign in. */
  status: z.number().int(),
});
