// SET_CHAT_STATE reaches the widget once it is there; its presence is checked every 500 ms up to 10 retries,
// then only a console warning (spec 1 §2.3, spec 3 §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_WIDGET_MISSING_WARNING, deliverChatState, isSetChatStateMessage } from './chatStateDelivery';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const open = { type: 'SET_CHAT_STATE', state: 'open' } as const;

describe('deliverChatState', () => {
  it('posts at once when the widget is present', () => {
    const post = vi.fn();
    deliverChatState(open, { isPresent: () => true, post, warn: vi.fn() });
    expect(post).toHaveBeenCalledWith(open);
  });

  it('checks again every 500 ms and posts when the widget arrives', () => {
    let present = false;
    const post = vi.fn();
    deliverChatState(open, { isPresent: () => present, post, warn: vi.fn() });
    vi.advanceTimersByTime(1499);
    expect(post).not.toHaveBeenCalled();
    present = true;
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('after 10 retries (5 s) only warns, once, and stops', () => {
    const post = vi.fn();
    const warn = vi.fn();
    deliverChatState(open, { isPresent: () => false, post, warn });
    vi.advanceTimersByTime(4999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledExactlyOnceWith(CHAT_WIDGET_MISSING_WARNING);
    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('a route change cancels the pending retries', () => {
    const warn = vi.fn();
    const cancel = deliverChatState(open, { isPresent: () => false, post: vi.fn(), warn });
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('isSetChatStateMessage', () => {
  it('accepts only SET_CHAT_STATE with open or closed', () => {
    expect(isSetChatStateMessage(open)).toBe(true);
    expect(isSetChatStateMessage({ type: 'SET_CHAT_STATE', state: 'closed' })).toBe(true);
    expect(isSetChatStateMessage({ type: 'SET_CHAT_STATE', state: 'maybe' })).toBe(false);
    expect(isSetChatStateMessage('SET_CHAT_STATE')).toBe(false);
  });
});
