import { describe, expect, it } from 'vitest';
import { eventColor, newestFirst } from './timeline.ts';

describe('order timeline', () => {
  it('colours failures red and good ends green', () => {
    expect(eventColor('failed')).toBe('red');
    expect(eventColor('invalidated')).toBe('red');
    expect(eventColor('waybill_generated')).toBe('green');
    expect(eventColor('delivered')).toBe('green');
    expect(eventColor('transmitting')).toBe('blue');
    expect(eventColor('received')).toBe('gray');
  });

  it('puts the newest event first and keeps equal times in reverse server order', () => {
    const events = [
      { kind: 'received', time: '2026-11-01T10:00:00Z' },
      { kind: 'transmitting', time: '2026-11-01T10:05:00Z' },
      { kind: 'waybill_generated', time: '2026-11-01T10:05:00Z' },
    ];
    expect(newestFirst(events).map((e) => e.kind)).toEqual(['waybill_generated', 'transmitting', 'received']);
    expect(events[0]!.kind).toBe('received');
  });
});
