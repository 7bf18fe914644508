// Spec 2 §4 typing guard, written once: a change from elsewhere is not applied over a value while it is
// being typed in, nor for LOCAL_EDIT_GUARD_MS after it was edited here. The shell keys it by top-level
// form field; a remote that keeps finer drafts (one dependent card) keys it by its own draft ids.
import { LOCAL_EDIT_GUARD_MS } from './shell';

export class TypingGuard {
  private readonly typing = new Set<string>();
  private readonly editedAt = new Map<string, number>();

  /** `now` is read at each call (not captured) so that tests can move the clock. */
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Typing starts (true) or stops (false) in `key`; stopping counts as an edit, so the window starts then. */
  setTyping(key: string, typing: boolean): void {
    if (typing) this.typing.add(key);
    else {
      this.typing.delete(key);
      this.edited(key);
    }
  }

  /** A local edit of `key` (a save, a change): changes from elsewhere wait LOCAL_EDIT_GUARD_MS. */
  edited(key: string): void {
    this.editedAt.set(key, this.now());
  }

  /** Forgets the edit of `key` (its save failed, or the draft is gone), so elsewhere's value applies at once. */
  forget(key: string): void {
    this.editedAt.delete(key);
  }

  /** Whether a change from elsewhere must leave `key` as shown here. */
  isGuarded(key: string): boolean {
    if (this.typing.has(key)) return true;
    const at = this.editedAt.get(key);
    return at !== undefined && this.now() - at < LOCAL_EDIT_GUARD_MS;
  }
}
