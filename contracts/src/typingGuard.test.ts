import { describe, expect, it } from 'vitest';
import { LOCAL_EDIT_GUARD_MS } from './shell';
import { TypingGuard } from './typingGuard';

describe('the typing guard (spec 2 §4)', () => {
  it('holds a value while it is typed in and for 3 s after the edit, then lets changes from elsewhere through', () => {
    let now = 1_000_000;
    const guard = new TypingGuard(() => now);
    expect(LOCAL_EDIT_GUARD_MS).toBe(3000);
    expect(guard.isGuarded('firstName')).toBe(false);

    guard.setTyping('firstName', true);
    now += 60_000; // typing for a minute: still held
    expect(guard.isGuarded('firstName')).toBe(true);
    expect(guard.isGuarded('lastName')).toBe(false);

    guard.setTyping('firstName', false);
    now += 2_999;
    expect(guard.isGuarded('firstName')).toBe(true);
    now += 1;
    expect(guard.isGuarded('firstName')).toBe(false);
  });

  it('starts the window at each edit, and forgets an edit whose save failed', () => {
    let now = 0;
    const guard = new TypingGuard(() => now);
    guard.edited('dependents');
    now += 2_000;
    guard.edited('dependents');
    now += 2_000;
    expect(guard.isGuarded('dependents')).toBe(true);
    guard.forget('dependents');
    expect(guard.isGuarded('dependents')).toBe(false);
  });
});
