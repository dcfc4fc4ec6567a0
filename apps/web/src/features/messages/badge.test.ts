import { describe, expect, it } from 'vitest';
import { badgeText, canMarkTabRead, firstUnreadTab, holdsCentre } from './badge.ts';

describe('navbar message badge', () => {
  it('shows nothing at zero, the count up to 99, then 99+', () => {
    expect(badgeText(undefined)).toBe('');
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('polls only for holders of appSysMessageList', () => {
    expect(holdsCentre(['appSysMessageList', 'orderList'])).toBe(true);
    expect(holdsCentre(['adminSysMessageList'])).toBe(false);
    expect(holdsCentre(undefined)).toBe(false);
  });

  it('opens on the first type with unread entries', () => {
    expect(firstUnreadTab({ total: 2, notice: 0, message: 0, todo: 2 })).toBe('todo');
    expect(firstUnreadTab({ total: 3, notice: 1, message: 2, todo: 0 })).toBe('notice');
    expect(firstUnreadTab(undefined)).toBe('notice');
  });

  it('offers "mark these as read" only for a tab with something unread', () => {
    const unread = { total: 2, notice: 2, message: 0, todo: 0 };
    expect(canMarkTabRead(unread, 'notice')).toBe(true);
    expect(canMarkTabRead(unread, 'message')).toBe(false);
    expect(canMarkTabRead(undefined, 'todo')).toBe(false);
  });
});
