// The flow through the product: route order, sidebar tabs, the special Next/Back rules, what the content
// card and the chat widget show, the sign-in gate, and the steps inside each section.
// Spec 1 §2.1-§2.4 and §2.10, spec 2 §2.1-§2.3, spec 3 §2. Routes are written WITH the leading slash
// everywhere in this module ('/tax-docs'); tab ids are without it ('tax-docs').

/** Forward order of spec 1 §2.2 (spec 3 §2 agrees). Back reverses it. */
export const FLOW_ORDER = [
  '/personal-info/step1',
  '/personal-info/step2',
  '/personal-info/step3',
  '/personal-info/step4',
  '/personalization',
  '/tax-docs',
  '/tax-docs/business-income',
  '/tax-docs/retirement-benefits',
  '/tax-docs/add-more',
  '/other-income',
  '/other-income/miscellaneous',
  '/other-income/add-more',
  '/deductions',
  '/deductions/details',
  '/credits',
  '/credits/details',
  '/review',
  '/ai-recommendations',
  '/federal',
  '/state',
] as const;
export type FlowRoute = (typeof FLOW_ORDER)[number];

/** The Back order: the forward order reversed (spec 1 §2.2). */
export const BACK_ORDER = [...FLOW_ORDER].reverse() as FlowRoute[];

/** ARCHITECTURE decision 4: /other-income/details is another name of the miscellaneous step. */
export const OTHER_INCOME_DETAILS_ALIAS = '/other-income/details';

/** Signed-in routes of spec 1 §2.1, plus the /other-income/details alias (ARCHITECTURE decision 4). */
export const SIGNED_IN_ROUTES = [
  '/personal-info',
  '/personal-info/step1',
  '/personal-info/step2',
  '/personal-info/step3',
  '/personal-info/step4',
  '/last-year-form',
  '/personalization',
  '/settings',
  '/tax-docs',
  '/tax-docs/business-income',
  '/tax-docs/retirement-benefits',
  '/tax-docs/add-more',
  '/other-income',
  '/other-income/miscellaneous',
  '/other-income/add-more',
  OTHER_INCOME_DETAILS_ALIAS,
  '/deductions',
  '/deductions/details',
  '/credits',
  '/credits/details',
  '/review',
  '/ai-recommendations',
  '/federal',
  '/state',
] as const;
export type SignedInRoute = (typeof SIGNED_IN_ROUTES)[number];

/** Public routes: the landing page and sign-in. */
export const PUBLIC_ROUTES = ['/', '/auth'] as const;
/** Where a signed-in user lands (after sign-in, from / and /auth, and for unknown paths). */
export const HOME_ROUTE = '/personal-info';

/** A path without query, hash or trailing slash: '/tax-docs/?x=1' -> '/tax-docs'. */
export function normalizePath(path: string): string {
  let clean = path.split(/[?#]/, 1)[0] ?? '';
  if (!clean.startsWith('/')) clean = `/${clean}`;
  clean = clean.replace(/\/{2,}/g, '/');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return clean || '/';
}

/** The screen a path shows: the alias /other-income/details is the miscellaneous step. */
export function canonicalRoute(path: string): string {
  const clean = normalizePath(path);
  return clean === OTHER_INCOME_DETAILS_ALIAS ? '/other-income/miscellaneous' : clean;
}

export function isSignedInRoute(path: string): boolean {
  return (SIGNED_IN_ROUTES as readonly string[]).includes(normalizePath(path));
}

function flowIndex(path: string): number {
  return (FLOW_ORDER as readonly string[]).indexOf(path);
}

/**
 * Where Next goes when no page handler consumed it (spec 1 §2.2-§2.3, spec 3 §2), or null when there is
 * no target (/state, /settings, public and unknown paths). Special rules:
 * - /personal-info (the welcome page) -> step1; /last-year-form -> step1 (its page handler carries the
 *   extracted data and requires a document; this is the target).
 * - step4 -> /personalization; /deductions -> /deductions/details; /credits -> /credits/details;
 *   /review -> /ai-recommendations -> /federal: all as in the forward order.
 * - /other-income/details: the spec says an unconsumed Next 'returns to /other-income and then to the
 *   deductions tab'. Our reading: the income handler of the miscellaneous screen consumes Next itself
 *   (to /other-income/add-more); when it does not, the user is leaving the other-income section, whose
 *   successor is /deductions. Going to /other-income instead would send the user back to the first step of
 *   the section just finished (a loop), so the shell's fallback goes straight to /deductions.
 */
export function nextRoute(path: string): string | null {
  const clean = normalizePath(path);
  switch (clean) {
    case '/personal-info':
    case '/last-year-form':
      return '/personal-info/step1';
    case OTHER_INCOME_DETAILS_ALIAS:
      return '/deductions';
  }
  const index = flowIndex(clean);
  if (index < 0 || index === FLOW_ORDER.length - 1) return null;
  return FLOW_ORDER[index + 1]!;
}

/**
 * Where Back goes when no page handler consumed it, or null when there is none. Special rules:
 * - /personal-info/step1 -> null (the Back button is hidden there; the step-1 page handler goes to
 *   /last-year-form or /personal-info, see `personalInfoStep1Back`).
 * - /last-year-form -> /personal-info; the bare /personal-info has no Back.
 * - /other-income/details -> /other-income (as Back from the miscellaneous step).
 * Section pages that the spec describes with their own Back (personalization page 1 'then /personal-info',
 * the investment step 'to /tax-docs') are read as naming the previous section, whose last step is the
 * previous route in the order: Back reverses the forward order everywhere (spec 1 §2.2, spec 3 §2).
 */
export function previousRoute(path: string): string | null {
  const clean = normalizePath(path);
  switch (clean) {
    case '/last-year-form':
      return '/personal-info';
    case OTHER_INCOME_DETAILS_ALIAS:
      return '/other-income';
  }
  const index = flowIndex(clean);
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

/** The sidebar steps in order, each with a completion dot. */
export const SIDEBAR_TABS = [
  { id: 'personal-info', label: 'My Information' },
  { id: 'personalization', label: 'Personalization' },
  { id: 'tax-docs', label: 'Income' },
  { id: 'other-income', label: 'Other Income' },
  { id: 'deductions', label: 'Deductions' },
  { id: 'credits', label: 'Credits' },
  { id: 'review', label: 'Review' },
  { id: 'ai-recommendations', label: 'Tax Coach' },
] as const;
/** The separate group below the steps. */
export const FILING_TABS = [
  { id: 'federal', label: 'Federal' },
  { id: 'state', label: 'State' },
] as const;

export type SidebarTabId = (typeof SIDEBAR_TABS)[number]['id'];
export type FilingTabId = (typeof FILING_TABS)[number]['id'];
export type TabId = SidebarTabId | FilingTabId;
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
 * The active tab of a route: the first path segment when it is a tab id (/tax-docs/add-more -> tax-docs),
 * /last-year-form -> personal-info; null for /, /auth, /settings and unknown paths.
 */
export function tabForRoute(path: string): TabId | null {
  const clean = normalizePath(path);
  if (clean === '/last-year-form') return 'personal-info';
  const first = clean.split('/')[1] ?? '';
  return (TAB_IDS as readonly string[]).includes(first) ? (first as TabId) : null;
}

// ---------------------------------------------------------------------------------------------
// Content card: Back / Continue bar (spec 1 §2.3, spec 3 §2)
// ---------------------------------------------------------------------------------------------

/** Routes with their own buttons or their own navigation: the bottom bar is hidden there. */
export const ROUTES_WITHOUT_NAV_BAR = [
  '/personalization',
  '/personal-info',
  '/deductions/details',
  '/credits/details',
  OTHER_INCOME_DETAILS_ALIAS,
] as const;

/** The Back/Continue bar shows on the flow's pages (not /, /auth, /settings) except ROUTES_WITHOUT_NAV_BAR. */
export function showNavigationBar(path: string): boolean {
  const clean = normalizePath(path);
  if ((ROUTES_WITHOUT_NAV_BAR as readonly string[]).includes(clean)) return false;
  return flowIndex(clean) >= 0 || clean === '/last-year-form';
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
  if (normalizePath(path) === '/credits/details') return false;
  return NON_TEXT_INPUT_TYPES.includes((focused.type ?? 'text').toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Chat widget (spec 1 §2.3, spec 3 §2)
// ---------------------------------------------------------------------------------------------

export const CHAT_WIDGET_TABS = ['tax-docs', 'other-income', 'deductions', 'credits', 'review', 'ai-recommendations'] as const;
export const CHAT_WIDGET_OPEN_TABS = ['review', 'ai-recommendations'] as const;
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

export const PERSONAL_INFO_TITLE = "Let's Get to Know You";
/** The wizard's four steps (spec 1 §2.10); progress is step / 4. */
export const PERSONAL_INFO_STEPS = [
  { route: '/personal-info/step1', step: 1, title: 'Personal Details', subtitle: 'Start with basic info', progress: 25 },
  { route: '/personal-info/step2', step: 2, title: 'Contact & Address', subtitle: 'Where you live', progress: 50 },
  { route: '/personal-info/step3', step: 3, title: 'Filing Information', subtitle: 'Residency and filing status', progress: 75 },
  { route: '/personal-info/step4', step: 4, title: 'Family Members', subtitle: 'Add any dependents to claim', progress: 100 },
] as const satisfies readonly (SectionStep & { subtitle: string })[];

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

/** Income entry steps (spec 2 §2.2): 'Step N of 4', progress 25/50/75/100. */
export const TAX_DOCS_STEPS = [
  { route: '/tax-docs', step: 1, title: 'Job Income', progress: 25 },
  { route: '/tax-docs/business-income', step: 2, title: 'Business Income', progress: 50 },
  { route: '/tax-docs/retirement-benefits', step: 3, title: 'Retirement and Benefits', progress: 75 },
  { route: '/tax-docs/add-more', step: 4, title: 'Add More', progress: 100 },
] as const satisfies readonly SectionStep[];

/** Other income steps (spec 2 §2.3): 'Step N of 3', progress 25/50/100 as the spec shows. */
export const OTHER_INCOME_STEPS = [
  { route: '/other-income', step: 1, title: 'Investment Income', progress: 25 },
  { route: '/other-income/miscellaneous', step: 2, title: 'Miscellaneous Income', progress: 50 },
  { route: '/other-income/add-more', step: 3, title: 'Add More', progress: 100 },
] as const satisfies readonly SectionStep[];

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
