// The interface between the shell (host) and the four federated remotes (ARCHITECTURE: contracts owns
// "the shell-to-remote interface"). A remote exposes `./app`, whose default export is a React component
// taking `RemoteAppProps`; remotes never import each other or the shell, everything they need from the
// shell arrives through these props. Types only (plus the small runtime-manifest schema), no React import,
// so that services and tests can use this file too.
import { z } from 'zod';
import { tabForRoute, type TabId } from './flow';
import { routeOf, TAB_ROWS, type RemoteName } from './routes';
import type { Form1040Data, Form1040Input } from './form';

export { REMOTE_NAMES, type RemoteName } from './routes';
export const REMOTE_EXPOSE = './app';

/**
 * The runtime remotes manifest served at `/remotes.json`: remote name -> URL of its `mf-manifest.json`
 * (absolute, or relative to the page). An operator changes it without rebuilding the shell.
 */
export const remotesManifestSchema = z.object({
  personal: z.string().min(1),
  income: z.string().min(1),
  deductionsCredits: z.string().min(1),
  reviewCoach: z.string().min(1),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** Which remote shows each sidebar tab's routes (the route table's tab rows; /last-year-form is personal-info's). */
export const REMOTE_OF_TAB = Object.fromEntries(TAB_ROWS.map((row) => [row.tab, row.remote])) as Record<TabId, RemoteName>;

/** The remote that renders a signed-in route (from the route table), or null for the shell's own pages (/settings). */
export function remoteForRoute(path: string): RemoteName | null {
  const row = routeOf(path);
  if (row) return row.remote === 'shell' ? null : row.remote;
  const tab = tabForRoute(path);
  return tab ? REMOTE_OF_TAB[tab] : null;
}

/** The port name in `ports.ts` of each remote's own static server. */
export const REMOTE_PORT_NAMES: Record<RemoteName, 'personal' | 'income' | 'deductionsCredits' | 'reviewCoach'> = {
  personal: 'personal',
  income: 'income',
  deductionsCredits: 'deductionsCredits',
  reviewCoach: 'reviewCoach',
};

/** Default manifest: each remote on its own port of the given host (`portOf` from ports.ts supplies ports). */
export function defaultRemotesManifest(portOfRemote: (name: RemoteName) => number, host = 'localhost'): RemotesManifest {
  const url = (name: RemoteName) => `http://${host}:${portOfRemote(name)}/mf-manifest.json`;
  return { personal: url('personal'), income: url('income'), deductionsCredits: url('deductionsCredits'), reviewCoach: url('reviewCoach') };
}

/**
 * A page's own Back/Next logic (spec 1 §2.3: tax-docs, personal-info steps, deductions/credits details,
 * last-year-form, other-income details). It gets the first try; returning true means "consumed", so the
 * shell's global flow navigation does not run.
 */
export interface StepHandler {
  next?: () => boolean | Promise<boolean>;
  back?: () => boolean | Promise<boolean>;
}

export type ToastVariant = 'default' | 'destructive' | 'success';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; spec 1 §9: default 1000, in practice 2 to 5 s (save 3 s). */
  duration?: number;
}

export interface ShellUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

export interface ShellRoute {
  pathname: string;
  search: string;
  /** Route state carried by `navigate(to, { state })` (e.g. last-year extracted data into step 1). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A change to the form that came from elsewhere (another tab, another device) and was applied here. */
export interface RemoteFormChange {
  /** The top-level fields whose value changed. */
  fields: string[];
  form: Form1040Data;
  version: number;
}

export type FormStatus = 'loading' | 'ready' | 'error';

/**
 * Spec 2 §4 typing guard: realtime changes are not applied over a field for 3 s after a local edit of it
 * (and while it is being typed in). The shell applies it per top-level field; a remote that keeps finer
 * drafts (e.g. one dependent card) applies the same window to them.
 */
export const LOCAL_EDIT_GUARD_MS = 3000;

/**
 * How a page wants the shell's Continue button shown (spec 1 §2.10: 'disabled and labelled
 * "Initializing Security..." until the encryption service is ready'). `null` is the shell's default
 * (enabled, 'Continue').
 *
 * A disabled Continue is shown disabled (aria-disabled) but Next (the button or the Right arrow) still
 * reaches the page's registered step handler, so the page can say why (e.g. the 'Security Setup Required'
 * toast); the shell's own flow navigation does not run while it is disabled.
 */
export interface ContinueState {
  disabled: boolean;
  /** Replaces the 'Continue' text while set. */
  label?: string;
}

/** What the shell gives every remote's `./app` component. */
export interface RemoteAppProps {
  route: ShellRoute;
  user: ShellUser;
  /** The signed-in user's form (null until loaded, see `formStatus`). Realtime changes are already applied. */
  form: Form1040Data | null;
  formStatus: FormStatus;
  formVersion: number;
  /**
   * Saves the given top-level fields (partial merge on the server, carrying the version read). A stale
   * version (409) is retried up to 3 times with backoff min(1000*2^(n-1), 5000) ms, re-applying these
   * fields over the newer form, so the other side's changes to other fields survive. Resolves with the saved form.
   */
  saveForm: (partial: Partial<Form1040Input>) => Promise<Form1040Data>;
  /**
   * Typing guard (spec 2 §4): while a field is being typed in, and for 3 s after a local edit, realtime
   * changes to that field are not applied over the local value.
   */
  setTyping: (field: string, typing: boolean) => void;
  /** Subscribe to remote changes applied to `form` (e.g. to refresh a local draft). Returns unsubscribe. */
  onRemoteChange: (listener: (change: RemoteFormChange) => void) => () => void;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Registers the page's Back/Next handler; returns the function that unregisters it. */
  registerStepHandler: (handler: StepHandler) => () => void;
  /**
   * Sets how the shell's Continue button looks for the current route (see `ContinueState`); `null` restores
   * the default. The shell forgets it when the route changes, and ignores a call made for a route that is
   * no longer shown. Optional only so that stand-in shells in tests need not provide it; the shell always does.
   */
  setContinueState?: (state: ContinueState | null) => void;
  toast: (toast: ToastInput) => void;
}
