// The one route table (the way IRS Direct File declares its flow once, df-client-app/src/flow/flow.tsx):
// every page of the product with who draws it, its sidebar tab, its place in the forward order, its step
// in a section, its title, the completion dot of its tab and its special Next/Back rules (completion.ts
// turns the dots' predicate names into the sidebar's flags). flow.ts derives
// the order, the sidebar, Next/Back and the section steps from it; shell.ts derives which remote shows a
// route; the remotes' route switch (@taxapp/ui RemoteRoutes) and step headers read it.
//
// Adding a screen: one row here (in forward-order position) and one route file in its remote, whose
// route map (`RemoteScreens<'income'>` etc.) then fails to type-check until the file is named there.
//
// Sources: spec 1 §2.1-§2.3 and §2.10, spec 2 §2.1-§2.3, spec 3 §2 and §4, ARCHITECTURE table and decision 4.

/** Module Federation names of the remotes, each exposing `./app` (spec routes per ARCHITECTURE table). */
export const REMOTE_NAMES = ['personal', 'income', 'deductionsCredits', 'reviewCoach'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The completion predicates a sidebar row may name for its dot (completion.ts implements each). */
export const COMPLETION_PREDICATE_NAMES = [
  'isPersonalInfoComplete', 'isPersonalizationComplete', 'isTaxDocsComplete', 'isOtherIncomeComplete',
  'isDeductionsComplete', 'isCreditsComplete', 'isReviewComplete', 'isAiRecommendationsComplete',
] as const;
export type CompletionPredicateName = (typeof COMPLETION_PREDICATE_NAMES)[number];

/** The sections whose pages are numbered steps ('Step N of M' and a progress bar). */
export const STEP_GROUPS = {
  'personal-info': { title: "Let's Get to Know You" },
  'tax-docs': { title: 'Income' },
  'other-income': { title: 'Other Income' },
} as const;
export type StepGroupId = keyof typeof STEP_GROUPS;

export interface RouteStepInfo {
  group: StepGroupId;
  /** 1-based position in the group. */
  step: number;
  /** Percent shown in the section's progress bar (the spec gives them; not always step / total). */
  progress: number;
  /** The step's own name. */
  title: string;
  subtitle?: string;
  /** What the step's circle shows (tax-docs circles): the step number unless given. */
  marker?: string;
}

export interface SidebarEntry {
  label: string;
  /** 'steps': the eight steps with completion dots; 'filing': the separate Federal / State group. */
  group: 'steps' | 'filing';
  /**
   * The completion dot's predicate (spec 1 §4, spec 3 §4), by its name in completion.ts; steps only. Named,
   * not imported, so that the table stays light: the gate and the sidebar load without the form schema.
   */
  complete?: CompletionPredicateName;
  /** The chat widget on this tab's pages (spec 1 §2.3): shown closed or shown open; absent: not shown. */
  chat?: 'closed' | 'open';
}

export interface RouteRow {
  /** With the leading slash; the route's id everywhere (remote route maps included). */
  path: `/${string}`;
  /** Who draws it: a remote's `./app`, or the shell itself. */
  remote: RemoteName | 'shell';
  access: 'public' | 'signed-in';
  /** The sidebar tab that is active on it. */
  tab: string | null;
  /** On the row whose path is `/{tab}`: the tab's place in the sidebar (tab order is row order). */
  sidebar?: SidebarEntry;
  /** Part of the forward order (row order) unless false; Back reverses that order. */
  inFlow?: false;
  /** Its step inside a section. */
  steps?: RouteStepInfo;
  /** Page title of a page that is not a numbered step. */
  title?: string;
  /** Special Next / Back (the shell's fallback when no page handler consumed it); null: none. */
  next?: string | null;
  back?: string | null;
  /** The shell's Back/Continue bar is hidden: the page has its own buttons or navigation. */
  navBar?: false;
  /** Arrow keys are kept from Back/Next whenever any input or textarea has focus (not only text fields). */
  arrowsBlockedByInputs?: true;
  /** Another name of a page: the same screen and step (ARCHITECTURE decision 4). */
  aliasOf?: string;
}

export const ROUTES = [
  { path: '/', remote: 'shell', access: 'public', tab: null, inFlow: false, navBar: false },
  { path: '/auth', remote: 'shell', access: 'public', tab: null, inFlow: false, navBar: false },

  // My Information (spec 1 §2.10). The welcome page and /last-year-form lead into step 1.
  {
    path: '/personal-info', remote: 'personal', access: 'signed-in', tab: 'personal-info', inFlow: false, navBar: false,
    sidebar: { label: 'My Information', group: 'steps', complete: 'isPersonalInfoComplete' },
    title: STEP_GROUPS['personal-info'].title, next: '/personal-info/step1', back: null,
  },
  // Its page handler carries the extracted data and requires a document; this is the target.
  { path: '/last-year-form', remote: 'personal', access: 'signed-in', tab: 'personal-info', inFlow: false, next: '/personal-info/step1', back: '/personal-info' },
  // Back is hidden on step 1; its page handler goes to /last-year-form or /personal-info (personalInfoStep1Back).
  { path: '/personal-info/step1', remote: 'personal', access: 'signed-in', tab: 'personal-info', back: null,
    steps: { group: 'personal-info', step: 1, progress: 25, title: 'Personal Details', subtitle: 'Start with basic info' } },
  { path: '/personal-info/step2', remote: 'personal', access: 'signed-in', tab: 'personal-info',
    steps: { group: 'personal-info', step: 2, progress: 50, title: 'Contact & Address', subtitle: 'Where you live' } },
  { path: '/personal-info/step3', remote: 'personal', access: 'signed-in', tab: 'personal-info',
    steps: { group: 'personal-info', step: 3, progress: 75, title: 'Filing Information', subtitle: 'Residency and filing status' } },
  { path: '/personal-info/step4', remote: 'personal', access: 'signed-in', tab: 'personal-info',
    steps: { group: 'personal-info', step: 4, progress: 100, title: 'Family Members', subtitle: 'Add any dependents to claim' } },

  // Personalization: four pages inside one route, with their own buttons (spec 2 §2.1).
  { path: '/personalization', remote: 'income', access: 'signed-in', tab: 'personalization', navBar: false,
    sidebar: { label: 'Personalization', group: 'steps', complete: 'isPersonalizationComplete' } },

  // Income: 'Step N of 4', progress 25/50/75/100, circles 1, 2, 3, Add More (spec 2 §2.2).
  { path: '/tax-docs', remote: 'income', access: 'signed-in', tab: 'tax-docs',
    sidebar: { label: 'Income', group: 'steps', complete: 'isTaxDocsComplete', chat: 'closed' },
    steps: { group: 'tax-docs', step: 1, progress: 25, title: 'Job Income' } },
  { path: '/tax-docs/business-income', remote: 'income', access: 'signed-in', tab: 'tax-docs',
    steps: { group: 'tax-docs', step: 2, progress: 50, title: 'Business Income' } },
  { path: '/tax-docs/retirement-benefits', remote: 'income', access: 'signed-in', tab: 'tax-docs',
    steps: { group: 'tax-docs', step: 3, progress: 75, title: 'Retirement and Benefits' } },
  { path: '/tax-docs/add-more', remote: 'income', access: 'signed-in', tab: 'tax-docs',
    steps: { group: 'tax-docs', step: 4, progress: 100, title: 'Add More', marker: 'Add More' } },

  // Other income: 'Step N of 3', percents 25, 50, 100 as the spec shows (spec 2 §2.3).
  { path: '/other-income', remote: 'income', access: 'signed-in', tab: 'other-income',
    sidebar: { label: 'Other Income', group: 'steps', complete: 'isOtherIncomeComplete', chat: 'closed' },
    steps: { group: 'other-income', step: 1, progress: 25, title: 'Investment Income' } },
  { path: '/other-income/miscellaneous', remote: 'income', access: 'signed-in', tab: 'other-income',
    steps: { group: 'other-income', step: 2, progress: 50, title: 'Miscellaneous Income' } },
  // The spec: an unconsumed Next here 'returns to /other-income and then to the deductions tab'. The
  // income handler consumes Next itself (to add-more); when it does not, the user is leaving the section,
  // so the fallback goes straight to /deductions (to /other-income would loop back to the section's start).
  { path: '/other-income/details', remote: 'income', access: 'signed-in', tab: 'other-income', inFlow: false, navBar: false,
    aliasOf: '/other-income/miscellaneous', next: '/deductions', back: '/other-income' },
  { path: '/other-income/add-more', remote: 'income', access: 'signed-in', tab: 'other-income',
    steps: { group: 'other-income', step: 3, progress: 100, title: 'Add More' } },

  // Deductions and credits: a selection page, then a details stepper with its own buttons (spec 3 §2).
  { path: '/deductions', remote: 'deductionsCredits', access: 'signed-in', tab: 'deductions',
    sidebar: { label: 'Deductions', group: 'steps', complete: 'isDeductionsComplete', chat: 'closed' } },
  { path: '/deductions/details', remote: 'deductionsCredits', access: 'signed-in', tab: 'deductions', navBar: false },
  { path: '/credits', remote: 'deductionsCredits', access: 'signed-in', tab: 'credits',
    sidebar: { label: 'Credits', group: 'steps', complete: 'isCreditsComplete', chat: 'closed' } },
  { path: '/credits/details', remote: 'deductionsCredits', access: 'signed-in', tab: 'credits', navBar: false, arrowsBlockedByInputs: true },
  // Issue 9: what the user's states need (contracts/src/stateQuestions.ts), after Credits and before Review; its tab
  // sits in the Federal / State group.
  { path: '/state-questions', remote: 'deductionsCredits', access: 'signed-in', tab: 'state-questions', title: 'State Questions',
    sidebar: { label: 'Your State Questions', group: 'filing' }, arrowsBlockedByInputs: true },

  // Review, the Tax Coach, and the Federal / State group (spec 3 §2).
  { path: '/review', remote: 'reviewCoach', access: 'signed-in', tab: 'review',
    sidebar: { label: 'Review', group: 'steps', complete: 'isReviewComplete', chat: 'open' } },
  { path: '/ai-recommendations', remote: 'reviewCoach', access: 'signed-in', tab: 'ai-recommendations',
    sidebar: { label: 'Tax Coach', group: 'steps', complete: 'isAiRecommendationsComplete', chat: 'open' } },
  { path: '/federal', remote: 'reviewCoach', access: 'signed-in', tab: 'federal', sidebar: { label: 'Federal', group: 'filing' } },
  { path: '/state', remote: 'reviewCoach', access: 'signed-in', tab: 'state', sidebar: { label: 'State', group: 'filing' } },

  { path: '/settings', remote: 'shell', access: 'signed-in', tab: null, inFlow: false, navBar: false },
] as const satisfies readonly RouteRow[];

type Row = (typeof ROUTES)[number];
export type RoutePath = Row['path'];
/** The routes a remote draws: the keys of its route map. */
export type RoutePathOf<R extends RemoteName> = Extract<Row, { remote: R }>['path'];
type TabRow = Extract<Row, { sidebar: SidebarEntry }>;
export type SidebarTabId = Extract<TabRow, { sidebar: { group: 'steps' } }>['tab'];
export type FilingTabId = Extract<TabRow, { sidebar: { group: 'filing' } }>['tab'];
export type TabId = SidebarTabId | FilingTabId;
export type FlowRoute = Exclude<Row, { inFlow: false }>['path'];

const ROWS: readonly RouteRow[] = ROUTES;

/** A path without query, hash or trailing slash: '/tax-docs/?x=1' -> '/tax-docs'. */
export function normalizePath(path: string): string {
  let clean = path.split(/[?#]/, 1)[0] ?? '';
  if (!clean.startsWith('/')) clean = `/${clean}`;
  clean = clean.replace(/\/{2,}/g, '/');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return clean || '/';
}

/** The row of a path (query, hash and trailing slash ignored), or null for an unknown path. */
export function routeOf(path: string): RouteRow | null {
  const clean = normalizePath(path);
  return ROWS.find((row) => row.path === clean) ?? null;
}

/** The row whose screen and step a path shows: an alias's target. */
export function screenRouteOf(path: string): RouteRow | null {
  const row = routeOf(path);
  return row?.aliasOf ? routeOf(row.aliasOf) : row;
}

/** The tabs in sidebar order, each with its entry. */
export const TAB_ROWS = ROWS.filter((row): row is RouteRow & { tab: string; sidebar: SidebarEntry } => row.sidebar !== undefined && row.tab !== null);

/** The numbered steps of a section, in order. */
export function stepsOf(group: StepGroupId): (RouteStepInfo & { route: string })[] {
  return ROWS.filter((row) => row.steps?.group === group && !row.aliasOf).map((row) => ({ ...row.steps!, route: row.path }));
}

/** A step header's content: the section title, 'Step N of M', the percent, and the step's own name. */
export interface RouteStepHeader {
  title: string;
  stepTitle: string;
  subtitle?: string;
  step: number;
  total: number;
  progress: number;
}

/** The step header of a path (an alias shows its target's), or null for a page that is not a numbered step. */
export function stepHeaderOf(path: string): RouteStepHeader | null {
  const steps = screenRouteOf(path)?.steps;
  if (!steps) return null;
  return {
    title: STEP_GROUPS[steps.group].title,
    stepTitle: steps.title,
    subtitle: steps.subtitle,
    step: steps.step,
    total: stepsOf(steps.group).length,
    progress: steps.progress,
  };
}
