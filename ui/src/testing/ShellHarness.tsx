// A stand-in shell for the remotes' component tests: it keeps the form as the real shell does (a save shows
// at once), records saves, toasts, navigation and typing marks, can fail the next saves or hold a save in
// flight, and can apply another tab's change. One copy for every remote (they may not import each other).
import { useState, type ComponentType } from 'react';
import { defaultForm1040Data, parseForm1040Data, type Form1040Data, type Form1040Input } from '@taxapp/contracts/form';
import type { RemoteAppProps, RemoteFormChange, StepHandler, ToastInput } from '@taxapp/contracts/shell';

export interface HarnessRecord {
  form: Form1040Data;
  saves: Partial<Form1040Input>[];
  toasts: ToastInput[];
  navigations: string[];
  handlers: StepHandler[];
  /** Each setTyping call: [field, typing]. */
  typing: [string, boolean][];
  failNextSaves: number;
  /** Set to hold every save until `release()`. */
  hold: boolean;
  release: () => void;
  /** Saves running right now, and the most seen at once. */
  inFlight: number;
  maxInFlight: number;
  /** Applies a change as if another tab saved it (the shell's realtime path). */
  remoteChange: (change: Partial<Form1040Input>) => void;
}

export function createHarness(initial: Partial<Form1040Input> = {}, pathname = '/') {
  const waiting: (() => void)[] = [];
  const listeners = new Set<(change: RemoteFormChange) => void>();
  let applyForm: (form: Form1040Data) => void = () => undefined;
  const record: HarnessRecord = {
    form: parseForm1040Data({ ...defaultForm1040Data(), ...initial }),
    saves: [],
    toasts: [],
    navigations: [],
    handlers: [],
    typing: [],
    failNextSaves: 0,
    hold: false,
    release: () => waiting.splice(0).forEach((resume) => resume()),
    inFlight: 0,
    maxInFlight: 0,
    remoteChange: (change) => {
      record.form = parseForm1040Data({ ...record.form, ...change });
      applyForm(record.form);
      for (const listener of listeners) listener({ fields: Object.keys(change), form: record.form, version: 2 });
    },
  };

  function Harness({ Screen }: { Screen: ComponentType<RemoteAppProps> }) {
    const [form, setForm] = useState(record.form);
    applyForm = setForm;
    const [path, setPath] = useState(pathname);
    const props: RemoteAppProps = {
      route: { pathname: path, search: '', state: null },
      user: { id: 'user-1', email: 'u@example.com', role: 'user' },
      form,
      formStatus: 'ready',
      formVersion: 1,
      saveForm: async (partial) => {
        record.saves.push(partial);
        record.inFlight += 1;
        record.maxInFlight = Math.max(record.maxInFlight, record.inFlight);
        try {
          if (record.hold) await new Promise<void>((resume) => waiting.push(resume));
          if (record.failNextSaves > 0) {
            record.failNextSaves -= 1;
            throw new Error('The server is unavailable');
          }
          record.form = parseForm1040Data({ ...record.form, ...partial });
          setForm(record.form);
          return record.form;
        } finally {
          record.inFlight -= 1;
        }
      },
      setTyping: (field, typing) => void record.typing.push([field, typing]),
      onRemoteChange: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      navigate: (to) => {
        record.navigations.push(to);
        setPath(to);
      },
      registerStepHandler: (handler) => {
        record.handlers.push(handler);
        return () => void record.handlers.splice(record.handlers.indexOf(handler), 1);
      },
      setContinueState: () => undefined,
      toast: (toast) => void record.toasts.push(toast),
    };
    return <Screen {...props} />;
  }
  return { record, Harness };
}
