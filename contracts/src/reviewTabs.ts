// The Final Review's tabs (spec 2 §2.4, spec 3 §2): the screen shows them, opening one marks it reviewed
// in the form's reviewedTabs, and review is complete when all are (spec 3 §4). A leaf module, so that the
// form schema can read it without importing the route table.
export const REVIEW_TAB_LIST = [
  { id: 'personal', label: 'Personal Information' },
  { id: 'income', label: 'Income' },
  { id: 'deductions', label: 'Deductions & Credits' },
] as const;
export type ReviewTabId = (typeof REVIEW_TAB_LIST)[number]['id'];
/** The review tab ids, in order (the form's reviewedTabs holds these). */
export const REVIEW_TAB_IDS = REVIEW_TAB_LIST.map((tab) => tab.id) as [ReviewTabId, ...ReviewTabId[]];
