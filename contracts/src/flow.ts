// The flow through the product: route order, sidebar tabs, the special Next/Back rules, what the content
// card and the chat widget show, the sign-in gate, and the steps inside each section. The routes
// themselves are declared once, in the route table (routes.ts); everything route-shaped here derives from it.
// Spec 1 §2.1-§2.4 and §2.10, spec 2 §2.1-§2.3, spec 3 §2. Routes are written WITH the leading slash
// everywhere in this module ('/tax-docs'); tab ids are without it ('tax-docs').

import {
  ROUTES,
  TAB_ROWS,
  normalizePath,
  routeOf,
  screenRouteOf,
  stepsOf,
  STEP_GROUPS,
  type FilingTabId,
  type FlowRoute,
  type RouteRow,
  type SidebarTabId,
  type TabId,
} from './routes';

export { normalizePath, type FlowRoute, type SidebarTabId, type FilingTabId, type TabId };

const ROWS: readonly RouteRow[] = ROUTES;

/** Forward order of spec 1 §2.2 (spec 3 §2 agrees): the route table's rows in the flow. Back reverses it. */
export const FLOW_ORDER: readonly FlowRoute[] = ROWS.filter((row) => row.inFlow !== false).map((row) => row.path as FlowRoute);

/** The Back order: the forward order reversed (spec 1 §2.2). */
export const BACK_ORDER = [...FLOW_ORDER].reverse() as FlowRoute[];

/** ARCHITECTURE decision 4: /other-income/details is another name of the miscellaneous step. */
export const OTHER_INCOME_DETAILS_ALIAS = '/other-income/details';

/** Signed-in routes of spec 1 §2.1, plus the /other-income/details alias (ARCHITECTURE decision 4). */
export const SIGNED_IN_ROUTES = ROWS.filter((row) => row.access === 'signed-in').map((row) => row.path);
export type SignedInRoute = Extract<(typeof ROUTES)[number], { access: 'signed-in' }>['path'];

/** Public routes: the landing page and sign-in. */
export const PUBLIC_ROUTES = ROWS.filter((row) => row.access === 'public').map((row) => row.path);
/** Where a signed-in user lands (after sign-in, from / and /auth, and for unknown paths). */
export const HOME_ROUTE = '/personal-info';

/** The screen a path shows: an alias (/other-income/details) shows its target (the miscellaneous step). */
export function canonicalRoute(path: string): string {
  return screenRouteOf(path)?.path ?? normalizePath(path);
}

export function isSignedInRoute(path: string): boolean {
  return routeOf(path)?.access === 'signed-in';
}

function flowIndex(path: string): number {
  return (FLOW_ORDER as readonly string[]).indexOf(path);
}

/**
 * Where Next goes when no page handler consumed it (spec 1 §2.2-§2.3, spec 3 §2), or null when there is
 * no target (/state, /settings, public and unknown paths): the route's own `next` rule when it has one
 * (/personal-info and /last-year-form -> step1, /other-income/details -> /deductions, see the table),
 * else the following route of the forward order.
 */
export function nextRoute(path: string): string | null {
  const row = routeOf(path);
  if (!row) return null;
  if (row.next !== undefined) return row.next;
  const index = flowIndex(row.path);
  if (index < 0 || index === FLOW_ORDER.length - 1) return null;
  return FLOW_ORDER[index + 1]!;
}

/**
 * Where Back goes when no page handler consumed it, or null when there is none: the route's own `back`
 * rule (none on step1 and the bare /personal-info, /last-year-form -> /personal-info, /other-income/details
 * -> /other-income), else the previous route of the forward order. Section pages that the spec describes
 * with their own Back (personalization page 1 'then /personal-info', the investment step 'to /tax-docs')
 * are read as naming the previous section, whose last step is the previous route in the order: Back
 * reverses the forward order everywhere (spec 1 §2.2, spec 3 §2).
 */
export function previousRoute(path: string): string | null {
  const row = routeOf(path);
  if (!row) return null;
  if (row.back !== undefined) return row.back;
  const index = flowIndex(row.path);
  if (index <= 0) return null;
  return FLOW_ORDER[index - 1]!;
}

/** Back from step 1 of the personal-info wizard (its page handler, spec 1 §2.10). */
export function personalInfoStep1Back(cameFromLastYearForm: boolean): '/last-year-form' | '/personal-info' {
  return cameFromLastYearForm ? '/last-year-form' : '/personal-info';
}

// ---------------------------------------------------------------------------------------------
// Sidebar tabs (spec 1 §2.2)
// ---------------------------------------------------------------------------------------------

/** The sidebar steps in order, each with a completion dot (route table rows with a 'steps' sidebar entry). */
export const SIDEBAR_TABS = TAB_ROWS.filter((row) => row.sidebar.group === 'steps').map((row) => ({
  id: row.tab as SidebarTabId,
  label: row.sidebar.label,
}));
/** The separate group below the steps. */
export const FILING_TABS = TAB_ROWS.filter((row) => row.sidebar.group === 'filing').map((row) => ({
  id: row.tab as FilingTabId,
  label: row.sidebar.label,
}));

export const TAB_IDS: readonly TabId[] = [...SIDEBAR_TABS, ...FILING_TABS].map((tab) => tab.id);

/** Sidebar note shown throughout the flow (spec 1 §1). */
export const SIDEBAR_NOTE = 'Your data is encrypted and IRS-compliant';
/** Sidebar width in layout units (spec 1 §2.2). */
export const SIDEBAR_WIDTH = 72;

/** Clicking a tab goes to /{tab}. */
export function routeForTab(tab: TabId): string {
  return `/${tab}`;
}

/**
 * The active tab of a route, from the route table (/tax-docs/add-more -> tax-docs, /last-year-form ->
 * personal-info); null for /, /auth, /settings and unknown paths.
 */
export function tabForRoute(path: string): TabId | null {
  const row = routeOf(path);
  if (row) return row.tab as TabId | null;
  // A path below a tab that is not a page of its own keeps the tab active while the gate sends it home.
  const first = normalizePath(path).split('/')[1] ?? '';
  return (TAB_IDS as readonly string[]).includes(first) ? (first as TabId) : null;
}

// ---------------------------------------------------------------------------------------------
// Content card: Back / Continue bar (spec 1 §2.3, spec 3 §2)
// ---------------------------------------------------------------------------------------------

/** Routes with their own buttons or their own navigation: the bottom bar is hidden there. */
export const ROUTES_WITHOUT_NAV_BAR = ROWS.filter((row) => row.access === 'signed-in' && row.navBar === false && row.remote !== 'shell').map((row) => row.path);

/** The Back/Continue bar shows on the flow's signed-in pages except those with their own buttons (the table's navBar). */
export function showNavigationBar(path: string): boolean {
  const row = routeOf(path);
  return row !== null && row.access === 'signed-in' && row.navBar !== false;
}

/** Back is hidden on /personal-info/step1 and wherever there is no Back target. */
export function showBackButton(path: string): boolean {
  return showNavigationBar(path) && previousRoute(path) !== null;
}

/** Continue is hidden where there is no Next target (/state). */
export function showContinueButton(path: string): boolean {
  return showNavigationBar(path) && nextRoute(path) !== null;
}

/** A focused element, as far as the arrow-key rule cares. */
export interface FocusedElement {
  tagName: string;
  type?: string | null;
  isContentEditable?: boolean;
}

const NON_TEXT_INPUT_TYPES = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden'];

/**
 * Left and Right arrows act as Back and Next unless focus is in a text field; on /credits/details any
 * input or textarea blocks them (spec 1 §2.3, spec 3 §2).
 */
export function arrowKeyNavigationAllowed(path: string, focused: FocusedElement | null | undefined): boolean {
  if (!focused) return true;
  if (focused.isContentEditable) return false;
  const tag = focused.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return false;
  if (tag !== 'INPUT') return true;
  if (routeOf(path)?.arrowsBlockedByInputs) return false;
  return NON_TEXT_INPUT_TYPES.includes((focused.type ?? 'text').toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Chat widget (spec 1 §2.3, spec 3 §2)
// ---------------------------------------------------------------------------------------------

export const CHAT_WIDGET_TABS = TAB_ROWS.filter((row) => row.sidebar.chat).map((row) => row.tab as TabId);
export const CHAT_WIDGET_OPEN_TABS = TAB_ROWS.filter((row) => row.sidebar.chat === 'open').map((row) => row.tab as TabId);
export const CHAT_WIDGET_RETRY_MS = 500;
export const CHAT_WIDGET_MAX_RETRIES = 10;

/** The cross-window message that tells the widget to open or stay closed. */
export interface SetChatStateMessage {
  type: 'SET_CHAT_STATE';
  state: 'open' | 'closed';
}

/** Visible on the pages of the six tabs (sub-pages included); open on review and ai-recommendations. */
export function chatWidgetState(path: string): { visible: boolean; open: boolean; message: SetChatStateMessage } {
  const tab = tabForRoute(path);
  const visible = tab !== null && (CHAT_WIDGET_TABS as readonly string[]).includes(tab);
  const open = visible && (CHAT_WIDGET_OPEN_TABS as readonly string[]).includes(tab!);
  return { visible, open, message: { type: 'SET_CHAT_STATE', state: open ? 'open' : 'closed' } };
}

// ---------------------------------------------------------------------------------------------
// Gate (spec 1 §2.1) and header (ARCHITECTURE decision 2)
// ---------------------------------------------------------------------------------------------

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in' | 'missing-user-id';
export type GateDecision =
  | { kind: 'spinner'; text: 'Loading...' }
  | { kind: 'error'; message: string }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string };

export const AUTHENTICATION_ERROR_MESSAGE = 'Authentication error. Please sign out and sign in again.';

export function gateDecision(path: string, session: SessionStatus): GateDecision {
  const clean = normalizePath(path);
  const isPublic = (PUBLIC_ROUTES as readonly string[]).includes(clean);
  switch (session) {
    case 'loading':
      return { kind: 'spinner', text: 'Loading...' };
    case 'missing-user-id':
      return { kind: 'error', message: AUTHENTICATION_ERROR_MESSAGE };
    case 'signed-out':
      return isPublic ? { kind: 'render' } : { kind: 'redirect', to: '/' };
    case 'signed-in':
      return isPublic || !isSignedInRoute(clean) ? { kind: 'redirect', to: HOME_ROUTE } : { kind: 'render' };
  }
}

/** ARCHITECTURE decision 2: hidden on / and /auth; elsewhere shown when AGI or payments > 0 or states exist. */
export function headerSummaryVisible(path: string, figures: { agi?: number; payments?: number; stateCount?: number }): boolean {
  if ((PUBLIC_ROUTES as readonly string[]).includes(normalizePath(path))) return false;
  return (figures.agi ?? 0) > 0 || (figures.payments ?? 0) > 0 || (figures.stateCount ?? 0) > 0;
}

/** The header's state label: 'State' for one state, 'States (N)' for more (spec 1 §2.3). */
export function headerStateLabel(stateCount: number): string {
  return stateCount > 1 ? `States (${stateCount})` : 'State';
}

// ---------------------------------------------------------------------------------------------
// Steps inside sections
// ---------------------------------------------------------------------------------------------

export interface SectionStep {
  route: string;
  step: number;
  title: string;
  /** Percent shown in the section's progress bar. */
  progress: number;
}

export const PERSONAL_INFO_TITLE = STEP_GROUPS['personal-info'].title;
/** The wizard's four steps (spec 1 §2.10), from the route table. */
export const PERSONAL_INFO_STEPS = stepsOf('personal-info') as (SectionStep & { subtitle: string })[];

/** Personalization's four pages in order (spec 2 §2.1); progress is step / 4. */
export const PERSONALIZATION_PAGES = [
  { id: 'income', step: 1, progress: 25 },
  { id: 'additional-income', step: 2, progress: 50 },
  { id: 'deductions', step: 3, progress: 75 },
  { id: 'credits', step: 4, progress: 100 },
] as const;
export type PersonalizationPage = (typeof PERSONALIZATION_PAGES)[number]['id'];
export const PERSONALIZATION_HINT = 'Answer for your spouse too';

/** Continue on a personalization page: the next page, or /tax-docs after credits. */
export function personalizationNext(page: PersonalizationPage): { page: PersonalizationPage } | { route: string } {
  const index = PERSONALIZATION_PAGES.findIndex((entry) => entry.id === page);
  const next = PERSONALIZATION_PAGES[index + 1];
  return next ? { page: next.id } : { route: nextRoute('/personalization')! };
}

/**
 * Back on a personalization page: the previous page, or before the first page the previous section
 * (spec 2 says '/personal-info'; read as that section's last step, as `previousRoute` does).
 */
export function personalizationBack(page: PersonalizationPage): { page: PersonalizationPage } | { route: string } {
  const index = PERSONALIZATION_PAGES.findIndex((entry) => entry.id === page);
  const previous = index > 0 ? PERSONALIZATION_PAGES[index - 1] : undefined;
  return previous ? { page: previous.id } : { route: previousRoute('/personalization')! };
}

/** Income entry steps (spec 2 §2.2): 'Step N of 4', progress 25/50/75/100, from the route table. */
export const TAX_DOCS_STEPS: readonly (SectionStep & { marker?: string })[] = stepsOf('tax-docs');

/** Other income steps (spec 2 §2.3): 'Step N of 3', progress 25/50/100 as the spec shows, from the route table. */
export const OTHER_INCOME_STEPS: readonly SectionStep[] = stepsOf('other-income');

/** The tax-docs step a path shows ('the step is taken from the path'), or null. */
export function taxDocsStep(path: string): (typeof TAX_DOCS_STEPS)[number] | null {
  const clean = normalizePath(path);
  return TAX_DOCS_STEPS.find((step) => step.route === clean) ?? null;
}

/** The other-income step a path shows (the alias is step 2), or null. */
export function otherIncomeStep(path: string): (typeof OTHER_INCOME_STEPS)[number] | null {
  const clean = canonicalRoute(path);
  return OTHER_INCOME_STEPS.find((step) => step.route === clean) ?? null;
}

/**
 * Deduction and credit details steppers: one step per (known) selected category plus Add More; the
 * percent is step / total (spec 3 §2). Steps are 1-based and clamped into range.
 */
export function detailsStepper(categoryCount: number, step: number): { step: number; total: number; progress: number; isAddMore: boolean } {
  const total = Math.max(0, Math.floor(categoryCount)) + 1;
  const current = Math.min(Math.max(1, Math.floor(step)), total);
  return { step: current, total, progress: Math.round((current / total) * 100), isAddMore: current === total };
}

/** Overview wizard tabs (spec 1 §2.4); Next walks the first five and is hidden on the last two. */
export const OVERVIEW_TABS = ['personal-info', 'tax-docs', 'other-income', 'deductions', 'review', 'ai-recommendations'] as const;
export function overviewNextTab(tab: (typeof OVERVIEW_TABS)[number]): (typeof OVERVIEW_TABS)[number] | null {
  const index = OVERVIEW_TABS.indexOf(tab);
  return index >= 0 && index < 4 ? OVERVIEW_TABS[index + 1]! : null;
}
