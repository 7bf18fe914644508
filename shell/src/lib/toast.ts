// Toasts (spec 1 §9): top-centre; default duration 1000 ms, the spec's own durations where it gives one.
import type { ToastInput } from '@taxapp/contracts/shell';
import { createStore } from './store';

export const DEFAULT_TOAST_MS = 1000;
export interface ShownToast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const toastStore = createStore<ShownToast[]>([]);
let nextId = 1;

export function dismissToast(id: number) {
  toastStore.set((toasts) => toasts.filter((t) => t.id !== id));
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const shown: ShownToast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_MS,
  };
  toastStore.set((toasts) => [...toasts, shown]);
  setTimeout(() => dismissToast(id), shown.duration);
  return id;
}
