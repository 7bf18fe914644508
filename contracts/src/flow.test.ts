import { describe, expect, it } from 'vitest';
import {
  BACK_ORDER,
  FLOW_ORDER,
  OTHER_INCOME_STEPS,
  PERSONALIZATION_PAGES,
  SIDEBAR_TABS,
  FILING_TABS,
  SIGNED_IN_ROUTES,
  TAX_DOCS_STEPS,
  arrowKeyNavigationAllowed,
  canonicalRoute,
  chatWidgetState,
  detailsStepper,
  gateDecision,
  headerStateLabel,
  headerSummaryVisible,
  nextRoute,
  normalizePath,
  otherIncomeStep,
  overviewNextTab,
  personalInfoStep1Back,
  personalizationBack,
  personalizationNext,
  previousRoute,
  routeForTab,
  showBackButton,
  showContinueButton,
  showNavigationBar,
  tabForRoute,
  taxDocsStep,
} from './flow';

// The forward order of spec 1 §2.2, written out again so the test says what the spec says; issue 9 adds the
// State Questions step between Credits and Review.
const SPEC_FORWARD = [
  'personal-info/step1', 'personal-info/step2', 'personal-info/step3', 'personal-info/step4', 'personalization',
  'tax-docs', 'tax-docs/business-income', 'tax-docs/retirement-benefits', 'tax-docs/add-more', 'other-income',
  'other-income/miscellaneous', 'other-income/add-more', 'deductions', 'deductions/details', 'credits',
  'credits/details', 'state-questions', 'review', 'ai-recommendations', 'federal', 'state',
].map((route) => `/${route}`);

describe('forward and back order (spec 1 §2.2)', () => {
  it('is the spec order, and Back reverses it', () => {
    expect([...FLOW_ORDER]).toEqual(SPEC_FORWARD);
    expect(BACK_ORDER).toEqual([...SPEC_FORWARD].reverse());
  });

  it.each(SPEC_FORWARD.slice(0, -1).map((route, index) => [route, SPEC_FORWARD[index + 1]]))('Next from %s goes to %s', (from, to) => {
    expect(nextRoute(from!)).toBe(to);
  });

  it.each(SPEC_FORWARD.slice(1).map((route, index) => [route, SPEC_FORWARD[index]]))('Back from %s goes to %s', (from, to) => {
    expect(previousRoute(from!)).toBe(to);
  });

  it('has no Back from step1 and no Next from state', () => {
    expect(previousRoute('/personal-info/step1')).toBeNull();
    expect(nextRoute('/state')).toBeNull();
  });
});

describe('special Next/Back rules (spec 1 §2.3, spec 3 §2)', () => {
  it('bare /personal-info goes to step1 and has no Back', () => {
    expect(nextRoute('/personal-info')).toBe('/personal-info/step1');
    expect(previousRoute('/personal-info')).toBeNull();
  });

  it('/last-year-form: Next to step1, Back to /personal-info', () => {
    expect(nextRoute('/last-year-form')).toBe('/personal-info/step1');
    expect(previousRoute('/last-year-form')).toBe('/personal-info');
  });

  it('step4 Next goes to /personalization', () => {
    expect(nextRoute('/personal-info/step4')).toBe('/personalization');
  });

  it('selection pages go to their details; review -> coach -> federal', () => {
    expect(nextRoute('/deductions')).toBe('/deductions/details');
    expect(nextRoute('/credits')).toBe('/credits/details');
    expect(nextRoute('/review')).toBe('/ai-recommendations');
    expect(nextRoute('/ai-recommendations')).toBe('/federal');
  });

  it('/other-income/details is the miscellaneous step; unconsumed Next leaves for deductions', () => {
    expect(canonicalRoute('/other-income/details')).toBe('/other-income/miscellaneous');
    expect(nextRoute('/other-income/details')).toBe('/deductions');
    expect(previousRoute('/other-income/details')).toBe('/other-income');
    expect(otherIncomeStep('/other-income/details')?.step).toBe(2);
  });

  it('step1 Back (page handler) returns where the user came from', () => {
    expect(personalInfoStep1Back(true)).toBe('/last-year-form');
    expect(personalInfoStep1Back(false)).toBe('/personal-info');
  });

  it('has no target outside the flow', () => {
    for (const path of ['/settings', '/', '/auth', '/nowhere']) {
      expect(nextRoute(path)).toBeNull();
      expect(previousRoute(path)).toBeNull();
    }
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(normalizePath('/tax-docs/?a=1#x')).toBe('/tax-docs');
    expect(normalizePath('tax-docs')).toBe('/tax-docs');
    expect(normalizePath('/')).toBe('/');
    expect(nextRoute('/tax-docs/')).toBe('/tax-docs/business-income');
  });
});

describe('sidebar tabs (spec 1 §2.2)', () => {
  it('lists the steps in order with labels, and Federal/State apart', () => {
    expect(SIDEBAR_TABS.map((tab) => [tab.id, tab.label])).toEqual([
      ['personal-info', 'My Information'],
      ['personalization', 'Personalization'],
      ['tax-docs', 'Income'],
      ['other-income', 'Other Income'],
      ['deductions', 'Deductions'],
      ['credits', 'Credits'],
      ['review', 'Review'],
      ['ai-recommendations', 'Tax Coach'],
    ]);
    expect(FILING_TABS.map((tab) => tab.label)).toEqual(['Your State Questions', 'Federal', 'State']);
    expect(routeForTab('tax-docs')).toBe('/tax-docs');
  });

  it('finds the tab of every route', () => {
    expect(tabForRoute('/last-year-form')).toBe('personal-info');
    expect(tabForRoute('/personal-info/step3')).toBe('personal-info');
    expect(tabForRoute('/tax-docs/add-more')).toBe('tax-docs');
    expect(tabForRoute('/other-income/details')).toBe('other-income');
    expect(tabForRoute('/deductions/details')).toBe('deductions');
    expect(tabForRoute('/credits/details')).toBe('credits');
    expect(tabForRoute('/ai-recommendations')).toBe('ai-recommendations');
    expect(tabForRoute('/federal')).toBe('federal');
    expect(tabForRoute('/state')).toBe('state');
    expect(tabForRoute('/settings')).toBeNull();
    expect(tabForRoute('/')).toBeNull();
    for (const route of SPEC_FORWARD) expect(tabForRoute(route)).not.toBeNull();
  });
});

describe('Back/Continue bar (spec 1 §2.3)', () => {
  it('hides the bar on personalization, bare personal-info and the details pages', () => {
    for (const path of ['/personalization', '/personal-info', '/deductions/details', '/credits/details', '/other-income/details']) {
      expect(showNavigationBar(path)).toBe(false);
      expect(showBackButton(path)).toBe(false);
      expect(showContinueButton(path)).toBe(false);
    }
  });

  it('hides Back on step1, Continue on state, and the bar outside the flow', () => {
    expect(showNavigationBar('/personal-info/step1')).toBe(true);
    expect(showBackButton('/personal-info/step1')).toBe(false);
    expect(showContinueButton('/personal-info/step1')).toBe(true);
    expect(showContinueButton('/state')).toBe(false);
    expect(showBackButton('/state')).toBe(true);
    expect(showNavigationBar('/last-year-form')).toBe(true);
    expect(showBackButton('/last-year-form')).toBe(true);
    expect(showNavigationBar('/settings')).toBe(false);
    expect(showNavigationBar('/')).toBe(false);
  });

  it('shows both buttons on the ordinary steps', () => {
    for (const path of ['/personal-info/step2', '/tax-docs', '/other-income/miscellaneous', '/deductions', '/credits', '/review', '/federal']) {
      expect(showBackButton(path)).toBe(true);
      expect(showContinueButton(path)).toBe(true);
    }
  });

  it('lets arrow keys navigate unless a text field has focus', () => {
    expect(arrowKeyNavigationAllowed('/tax-docs', null)).toBe(true);
    expect(arrowKeyNavigationAllowed('/tax-docs', { tagName: 'BUTTON' })).toBe(true);
    expect(arrowKeyNavigationAllowed('/tax-docs', { tagName: 'INPUT', type: 'text' })).toBe(false);
    expect(arrowKeyNavigationAllowed('/tax-docs', { tagName: 'input', type: 'email' })).toBe(false);
    expect(arrowKeyNavigationAllowed('/tax-docs', { tagName: 'TEXTAREA' })).toBe(false);
    expect(arrowKeyNavigationAllowed('/tax-docs', { tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(arrowKeyNavigationAllowed('/deductions/details', { tagName: 'INPUT', type: 'checkbox' })).toBe(true);
    expect(arrowKeyNavigationAllowed('/credits/details', { tagName: 'INPUT', type: 'checkbox' })).toBe(false);
  });
});

describe('chat widget (spec 1 §2.3)', () => {
  it('is visible on six tabs and open on review and the coach', () => {
    expect(chatWidgetState('/tax-docs/add-more')).toEqual({ visible: true, open: false, message: { type: 'SET_CHAT_STATE', state: 'closed' } });
    expect(chatWidgetState('/other-income').visible).toBe(true);
    expect(chatWidgetState('/deductions/details').visible).toBe(true);
    expect(chatWidgetState('/credits').visible).toBe(true);
    expect(chatWidgetState('/review')).toEqual({ visible: true, open: true, message: { type: 'SET_CHAT_STATE', state: 'open' } });
    expect(chatWidgetState('/ai-recommendations').open).toBe(true);
    for (const path of ['/personal-info/step1', '/personalization', '/federal', '/state', '/settings', '/last-year-form']) {
      expect(chatWidgetState(path)).toEqual({ visible: false, open: false, message: { type: 'SET_CHAT_STATE', state: 'closed' } });
    }
  });
});

describe('gate (spec 1 §2.1)', () => {
  it('shows a spinner while checking and an error without a user id', () => {
    expect(gateDecision('/review', 'loading')).toEqual({ kind: 'spinner', text: 'Loading...' });
    expect(gateDecision('/review', 'missing-user-id')).toEqual({ kind: 'error', message: 'Authentication error. Please sign out and sign in again.' });
  });

  it('signed out: landing and auth only', () => {
    expect(gateDecision('/', 'signed-out')).toEqual({ kind: 'render' });
    expect(gateDecision('/auth', 'signed-out')).toEqual({ kind: 'render' });
    expect(gateDecision('/review', 'signed-out')).toEqual({ kind: 'redirect', to: '/' });
    expect(gateDecision('/nowhere', 'signed-out')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('signed in: every signed-in route renders; /, /auth and unknown go to /personal-info', () => {
    for (const route of SIGNED_IN_ROUTES) expect(gateDecision(route, 'signed-in')).toEqual({ kind: 'render' });
    for (const path of ['/', '/auth', '/nowhere', '/tax-docs/unknown']) {
      expect(gateDecision(path, 'signed-in')).toEqual({ kind: 'redirect', to: '/personal-info' });
    }
    expect(SIGNED_IN_ROUTES).toHaveLength(25);
  });
});

describe('header summary (ARCHITECTURE decision 2)', () => {
  it('is hidden on / and /auth and shown elsewhere when there is something to show', () => {
    expect(headerSummaryVisible('/', { agi: 1000 })).toBe(false);
    expect(headerSummaryVisible('/auth', { agi: 1000 })).toBe(false);
    expect(headerSummaryVisible('/review', { agi: 0, payments: 0, stateCount: 0 })).toBe(false);
    expect(headerSummaryVisible('/review', { agi: 1 })).toBe(true);
    expect(headerSummaryVisible('/review', { payments: 1 })).toBe(true);
    expect(headerSummaryVisible('/review', { stateCount: 1 })).toBe(true);
    expect(headerStateLabel(1)).toBe('State');
    expect(headerStateLabel(2)).toBe('States (2)');
  });
});

describe('steps inside sections', () => {
  it('personalization: four pages, progress step/4, exits to tax-docs and back to personal info', () => {
    expect(PERSONALIZATION_PAGES.map((page) => [page.id, page.progress])).toEqual([
      ['income', 25], ['additional-income', 50], ['deductions', 75], ['credits', 100],
    ]);
    expect(personalizationNext('income')).toEqual({ page: 'additional-income' });
    expect(personalizationNext('additional-income')).toEqual({ page: 'deductions' });
    expect(personalizationNext('deductions')).toEqual({ page: 'credits' });
    expect(personalizationNext('credits')).toEqual({ route: '/tax-docs' });
    expect(personalizationBack('credits')).toEqual({ page: 'deductions' });
    expect(personalizationBack('deductions')).toEqual({ page: 'additional-income' });
    expect(personalizationBack('additional-income')).toEqual({ page: 'income' });
    expect(personalizationBack('income')).toEqual({ route: '/personal-info/step4' });
  });

  it('tax docs: 4 steps with progress 25/50/75/100, taken from the path', () => {
    expect(TAX_DOCS_STEPS.map((step) => [step.route, step.step, step.progress])).toEqual([
      ['/tax-docs', 1, 25],
      ['/tax-docs/business-income', 2, 50],
      ['/tax-docs/retirement-benefits', 3, 75],
      ['/tax-docs/add-more', 4, 100],
    ]);
    expect(taxDocsStep('/tax-docs/retirement-benefits')?.step).toBe(3);
    expect(taxDocsStep('/review')).toBeNull();
    expect(nextRoute('/tax-docs/add-more')).toBe('/other-income');
    expect(previousRoute('/tax-docs')).toBe('/personalization');
  });

  it('other income: 3 steps with progress 25/50/100', () => {
    expect(OTHER_INCOME_STEPS.map((step) => [step.route, step.step, step.progress])).toEqual([
      ['/other-income', 1, 25],
      ['/other-income/miscellaneous', 2, 50],
      ['/other-income/add-more', 3, 100],
    ]);
    expect(nextRoute('/other-income/add-more')).toBe('/deductions');
  });

  it('details steppers: one step per category plus Add More', () => {
    expect(detailsStepper(3, 1)).toEqual({ step: 1, total: 4, progress: 25, isAddMore: false });
    expect(detailsStepper(3, 4)).toEqual({ step: 4, total: 4, progress: 100, isAddMore: true });
    expect(detailsStepper(3, 9).step).toBe(4);
    expect(detailsStepper(0, 1)).toEqual({ step: 1, total: 1, progress: 100, isAddMore: true });
  });

  it('overview wizard walks the first five tabs', () => {
    expect(overviewNextTab('personal-info')).toBe('tax-docs');
    expect(overviewNextTab('deductions')).toBe('review');
    expect(overviewNextTab('review')).toBeNull();
    expect(overviewNextTab('ai-recommendations')).toBeNull();
  });
});
