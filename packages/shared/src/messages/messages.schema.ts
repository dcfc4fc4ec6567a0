import { z } from 'zod';
import type { Localized } from '../locale.ts';
import { pageQuerySchema } from '../pagination.ts';

/** DESIGN 13 / spec section 3: the three kinds of entry in the message centre. */
export const SYS_MESSAGE_TYPES = ['notice', 'message', 'todo'] as const;
export type SysMessageType = (typeof SYS_MESSAGE_TYPES)[number];

export const SYS_MESSAGE_TYPE_LABELS: Record<SysMessageType, Localized> = {
  notice: { 'en-US': 'Notices', 'zh-CN': '通知' },
  message: { 'en-US': 'Messages', 'zh-CN': '消息' },
  todo: { 'en-US': 'To-dos', 'zh-CN': '待办' },
};

/** Spec section 3: messageType 0, 1 or 3 on notices and todos (the tag shown beside the entry). */
export const SYS_MESSAGE_LEVELS = [0, 1, 3] as const;
export type SysMessageLevel = (typeof SYS_MESSAGE_LEVELS)[number];
export const SYS_MESSAGE_LEVEL_LABELS: Record<SysMessageLevel, Localized> = {
  0: { 'en-US': 'Info', 'zh-CN': '一般' },
  1: { 'en-US': 'Important', 'zh-CN': '重要' },
  3: { 'en-US': 'Urgent', 'zh-CN': '紧急' },
};

/** Who a published message goes to. */
export const SYS_MESSAGE_AUDIENCES = ['all', 'customers', 'role', 'users'] as const;
export type SysMessageAudience = (typeof SYS_MESSAGE_AUDIENCES)[number];

export const SYS_MESSAGE_TITLE_MAX = 120;
export const SYS_MESSAGE_SUBTITLE_MAX = 200;
/** Rich text as sent by the editor, before sanitising. */
export const SYS_MESSAGE_CONTENT_MAX = 20_000;
export const SYS_MESSAGE_USERS_MAX = 500;

const trimmed = (max: number, code: string) => z.string().trim().max(max, { error: code });

/** POST /admin/sysMessage/create. The server sanitises `content` and refuses one that sanitises to nothing. */
export const sysMessageCreateSchema = z
  .object({
    type: z.enum(SYS_MESSAGE_TYPES, { error: 'messages.type_invalid' }),
    title: trimmed(SYS_MESSAGE_TITLE_MAX, 'messages.title_too_long').min(1, {
      error: 'messages.title_required',
    }),
    subTitle: trimmed(SYS_MESSAGE_SUBTITLE_MAX, 'messages.subtitle_too_long').default(''),
    content: z.string().max(SYS_MESSAGE_CONTENT_MAX, { error: 'messages.content_too_long' }),
    messageType: z
      .union(
        SYS_MESSAGE_LEVELS.map((l) => z.literal(l)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<3>],
        {
          error: 'messages.level_invalid',
        },
      )
      .optional(),
    audience: z.enum(SYS_MESSAGE_AUDIENCES, { error: 'messages.audience_invalid' }),
    roleId: z.uuid({ error: 'messages.role_unknown' }).optional(),
    userIds: z
      .array(z.uuid({ error: 'messages.users_unknown' }))
      .max(SYS_MESSAGE_USERS_MAX, { error: 'messages.users_too_many' })
      .optional(),
    /** ISO time; absent or null publishes now. */
    publishAt: z.iso.datetime({ offset: true, error: 'messages.publish_at_invalid' }).nullish(),
  })
  .strict();
export type SysMessageCreate = z.infer<typeof sysMessageCreateSchema>;

export const sysMessageIdsSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'messages.id_invalid' }))
      .min(1)
      .max(500),
  })
  .strict();
export type SysMessageIds = z.infer<typeof sysMessageIdsSchema>;

/** A published message as the back office lists it. */
export const sysMessageAdminSchema = z.object({
  id: z.uuid(),
  type: z.enum(SYS_MESSAGE_TYPES),
  title: z.string(),
  subTitle: z.string(),
  content: z.string(),
  messageType: z.number().int().nullable(),
  audience: z.enum(SYS_MESSAGE_AUDIENCES),
  roleId: z.uuid().nullable(),
  userIds: z.array(z.uuid()),
  publishAt: z.string(),
  /** False while a scheduled message waits for its time. */
  published: z.boolean(),
  recipients: z.number().int(),
  read: z.number().int(),
  createdAt: z.string(),
});
export type SysMessageAdmin = z.infer<typeof sysMessageAdminSchema>;

export const sysMessageAdminQuerySchema = pageQuerySchema.extend({
  type: z.enum(SYS_MESSAGE_TYPES, { error: 'messages.type_invalid' }).optional(),
});

/** Spec section 3's message: what the centre shows one reader (event messages already in their language). */
export const sysMessageSchema = z.object({
  id: z.uuid(),
  type: z.enum(SYS_MESSAGE_TYPES),
  title: z.string(),
  subTitle: z.string(),
  avatar: z.string(),
  /** Sanitised HTML for published messages; plain text for events (`html` says which). */
  content: z.string(),
  html: z.boolean(),
  link: z.string().nullable(),
  time: z.string(),
  messageType: z.number().int().nullable(),
  /** Spec section 4: 0 unread, 1 read. */
  status: z.union([z.literal(0), z.literal(1)]),
});
export type SysMessage = z.infer<typeof sysMessageSchema>;

export const sysMessageListQuerySchema = pageQuerySchema.extend({
  type: z.enum(SYS_MESSAGE_TYPES, { error: 'messages.type_invalid' }),
  unread: z.enum(['true', 'false']).optional(),
});

export const sysMessageUnreadSchema = z.object({
  total: z.number().int(),
  notice: z.number().int(),
  message: z.number().int(),
  todo: z.number().int(),
});
export type SysMessageUnread = z.infer<typeof sysMessageUnreadSchema>;

export const sysMessageReadAllSchema = z
  .object({ type: z.enum(SYS_MESSAGE_TYPES, { error: 'messages.type_invalid' }).optional() })
  .strict();

export const sysMessageMarkedSchema = z.object({ updated: z.number().int() });

/** Audience pickers of the publish form (served under adminSysMessageList, so the page needs no other code). */
export const sysMessageRoleOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export const sysMessageUserOptionSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  kind: z.string(),
});
export type SysMessageUserOption = z.infer<typeof sysMessageUserOptionSchema>;
export const sysMessageUserSearchSchema = z.object({
  keyword: z.string().trim().max(100, { error: 'messages.keyword_too_long' }).default(''),
});
