import { describe, expect, it } from 'vitest';
import { isSuspended, roleOf } from './moderation';

describe('moderation policy', () => {
  it('reads an unknown stored role as a plain user', () => {
    expect(roleOf('admin')).toBe('admin');
    expect(roleOf('root')).toBe('user');
  });

  it('holds a suspension until its end, or forever without one', () => {
    const now = Date.parse('2026-06-15T10:00:00Z');
    expect(isSuspended({ suspendedAt: null, suspendedUntil: null }, now)).toBe(false);
    expect(isSuspended({ suspendedAt: new Date(now - 1000), suspendedUntil: null }, now)).toBe(true);
    expect(isSuspended({ suspendedAt: new Date(now - 1000), suspendedUntil: new Date(now + 1000) }, now)).toBe(true);
    expect(isSuspended({ suspendedAt: new Date(now - 1000), suspendedUntil: new Date(now - 1) }, now)).toBe(false);
  });
});
