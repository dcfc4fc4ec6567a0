import { z } from 'zod';
import type { Localized } from '../locale.ts';
import { pageQuerySchema } from '../pagination.ts';

/** Work order types of spec section 9, in its order: stable codes (stored and sent) and both labels. */
export const TICKET_TYPES = [
  'logisticsStatus',
  'customs',
  'general',
  'billing',
  'returnedItems',
  'collectParcel',
  'addressModification',
  'demoReservation',
  'technicalSupport',
  'other',
  'materialOrdering',
  'account',
  'complaints',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_TYPE_LABELS: Record<TicketType, Localized> = {
  logisticsStatus: { 'en-US': 'Logistics status', 'zh-CN': '物流状态' },
  customs: { 'en-US': 'Customs', 'zh-CN': '清关' },
  general: { 'en-US': 'General', 'zh-CN': '一般问题' },
  billing: { 'en-US': 'Billing', 'zh-CN': '账单' },
  returnedItems: { 'en-US': 'Returned items', 'zh-CN': '退件' },
  collectParcel: { 'en-US': 'Collect a parcel', 'zh-CN': '揽收包裹' },
  addressModification: { 'en-US': 'Address modification', 'zh-CN': '修改地址' },
  demoReservation: { 'en-US': 'Operation demo reservation', 'zh-CN': '操作演示预约' },
  technicalSupport: { 'en-US': 'Technical support', 'zh-CN': '技术支持' },
  other: { 'en-US': 'Other', 'zh-CN': '其他' },
  materialOrdering: { 'en-US': 'Material ordering', 'zh-CN': '物料订购' },
  account: { 'en-US': 'Account', 'zh-CN': '账户' },
  complaints: { 'en-US': 'Complaints', 'zh-CN': '投诉' },
};

/** Work order statuses of spec section 4: being processed, closed, cancelled. */
export const TICKET_STATUSES = ['processing', 'closed', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, Localized> = {
  processing: { 'en-US': 'Being processed', 'zh-CN': '处理中' },
  closed: { 'en-US': 'Closed', 'zh-CN': '已关闭' },
  cancelled: { 'en-US': 'Cancelled', 'zh-CN': '已取消' },
};

/** Who wrote a reply: the customer or the back office. */
export const TICKET_SIDES = ['customer', 'staff'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_BODY_MAX = 5000;
/** Files per ticket opening or reply. */
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_LINKED_ORDERS_MAX = 20;
/** Spec sections 5 and 9: 500KB per uploaded file. */
export const TICKET_ATTACHMENT_MAX_BYTES = 500 * 1024;

const attachmentIds = z
  .array(z.uuid({ error: 'tickets.attachment_not_found' }))
  .max(TICKET_ATTACHMENTS_MAX, 'tickets.too_many_attachments')
  .default([]);

/** Spec section 5: a work order needs its subject and type. */
export const ticketOpenSchema = z.object({
  type: z.enum(TICKET_TYPES, { error: 'tickets.type_required' }),
  subject: z
    .string({ error: 'tickets.subject_required' })
    .trim()
    .min(1, 'tickets.subject_required')
    .max(TICKET_SUBJECT_MAX, 'tickets.subject_too_long'),
  description: z.string().trim().max(TICKET_BODY_MAX, 'tickets.body_too_long').default(''),
  orderIds: z
    .array(z.uuid({ error: 'tickets.order_not_found' }))
    .max(TICKET_LINKED_ORDERS_MAX, 'tickets.too_many_orders')
    .default([]),
  attachmentIds,
});
export type TicketOpenInput = z.input<typeof ticketOpenSchema>;

export const ticketReplySchema = z.object({
  content: z
    .string({ error: 'tickets.content_required' })
    .trim()
    .min(1, 'tickets.content_required')
    .max(TICKET_BODY_MAX, 'tickets.body_too_long'),
  attachmentIds,
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

/** A staff reply; `internal` makes it a note the customer never sees. */
export const ticketStaffReplySchema = ticketReplySchema.extend({ internal: z.boolean().default(false) });
export type TicketStaffReplyInput = z.input<typeof ticketStaffReplySchema>;

export const ticketAssignSchema = z.object({
  assigneeId: z.uuid({ error: 'tickets.assignee_invalid' }).nullable(),
});

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  type: z.enum(TICKET_TYPES).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const adminTicketListQuerySchema = ticketListQuerySchema.extend({
  /** Customer e-mail or nickname, partly. */
  customer: z.string().trim().max(100).optional(),
  assigneeId: z.uuid().optional(),
  /** Only open tickets whose last word is the customer's, waiting longer than this many hours. */
  unansweredHours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional(),
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

const iso = z.string();

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketReplyItemSchema = z.object({
  id: z.string(),
  side: z.enum(TICKET_SIDES),
  authorName: z.string(),
  content: z.string(),
  internal: z.boolean(),
  createdAt: iso,
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketReplyItem = z.infer<typeof ticketReplyItemSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(TICKET_TYPES),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  latestReply: z.string(),
  lastReplyAt: iso,
  lastReplySide: z.enum(TICKET_SIDES),
  createdAt: iso,
  updatedAt: iso,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const adminTicketSummarySchema = ticketSummarySchema.extend({
  customerId: z.string(),
  customerEmail: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;

const ticketDetailFields = {
  description: z.string(),
  orders: z.array(z.object({ id: z.string(), orderNo: z.string() })),
  attachments: z.array(ticketAttachmentSchema),
  replies: z.array(ticketReplyItemSchema),
};
export const ticketDetailSchema = ticketSummarySchema.extend(ticketDetailFields);
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const adminTicketDetailSchema = adminTicketSummarySchema.extend(ticketDetailFields);
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const ticketAssigneeSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TicketAssignee = z.infer<typeof ticketAssigneeSchema>;
