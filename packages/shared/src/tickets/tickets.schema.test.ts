import { describe, expect, it } from 'vitest';
import {
  adminTicketListQuerySchema,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  ticketOpenSchema,
  ticketStaffReplySchema,
} from './tickets.schema.ts';

describe('work order schemas', () => {
  it('has the 13 types of spec section 9 and 3 statuses, each labelled in both languages', () => {
    expect(TICKET_TYPES).toHaveLength(13);
    expect(new Set(TICKET_TYPES).size).toBe(13);
    for (const type of TICKET_TYPES) {
      expect(TICKET_TYPE_LABELS[type]['en-US']).not.toBe('');
      expect(TICKET_TYPE_LABELS[type]['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(TICKET_STATUSES.map((s) => TICKET_STATUS_LABELS[s]['en-US'])).toEqual([
      'Being processed',
      'Closed',
      'Cancelled',
    ]);
  });

  it('requires subject and type (spec section 5), trims, and defaults the optional parts', () => {
    expect(ticketOpenSchema.parse({ type: 'customs', subject: '  Held at customs ' })).toEqual({
      type: 'customs',
      subject: 'Held at customs',
      description: '',
      orderIds: [],
      attachmentIds: [],
    });
    const bad = ticketOpenSchema.safeParse({ type: 'refund', subject: ' ' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual([
      'tickets.subject_required',
      'tickets.type_required',
    ]);
    const tooMany = ticketOpenSchema.safeParse({
      type: 'other',
      subject: 'x',
      attachmentIds: Array.from({ length: 6 }, () => crypto.randomUUID()),
    });
    expect(tooMany.error!.issues[0]!.message).toBe('tickets.too_many_attachments');
  });

  it('a staff reply is public unless marked internal; the queue takes hours as a number from the query', () => {
    expect(ticketStaffReplySchema.parse({ content: 'hi' }).internal).toBe(false);
    expect(adminTicketListQuerySchema.parse({ unansweredHours: '24' }).unansweredHours).toBe(24);
    expect(adminTicketListQuerySchema.safeParse({ unansweredHours: '0' }).success).toBe(false);
  });
});
