// The step-handler registry (spec 1 §2.3): pages register their own Back/Next; a registered handler gets
// the first try (the most recently registered first) and the shell's flow navigation runs only when no
// handler consumed the action.
import type { StepHandler } from '@taxapp/contracts/shell';

export type StepDirection = 'next' | 'back';

export class StepHandlerRegistry {
  private handlers: StepHandler[] = [];

  register = (handler: StepHandler): (() => void) => {
    this.handlers.push(handler);
    return () => {
      const index = this.handlers.lastIndexOf(handler);
      if (index >= 0) this.handlers.splice(index, 1);
    };
  };

  get size() {
    return this.handlers.length;
  }

  /** Offers the action to the handlers, newest first; then to `fallback`. Resolves true if anything acted. */
  async run(direction: StepDirection, fallback: () => boolean): Promise<boolean> {
    for (const handler of [...this.handlers].reverse()) {
      const act = handler[direction];
      if (!act) continue;
      try {
        if (await act()) return true;
      } catch (error) {
        console.error('Step handler failed', error);
        return true;
      }
    }
    return fallback();
  }
}
