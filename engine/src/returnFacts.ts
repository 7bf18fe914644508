// Reads the saved form (spec 2 §3, spec 3 §3) into the facts the forms need, once per return.
// Rule for running totals (issue "tax engine"): the documents in investmentData carry the detail; each
// hand-typed total (taxableInterest, dividends, ...) also includes the documents' amounts, so only its
// remainder over the documents (floored at 0) is added. Where two fields are two screens' totals for the
// same documents (taxableInterest on the income card, interestIncome on the investment step: spec 2 §3),
// the larger of them is the total, so a document counted by both screens is not counted twice.
import type { DependentFacts } from './dependents';
import type { Form1040Data, FilingStatus, Sensitive, InvestmentDocument, Dependent, Contractor1099 } from '@taxapp/contracts/form';
import { amountOrZero } from '@taxapp/contracts/amounts';
import type { EnteredCredit, GovernmentPayer, ResidenceFacts, RetirementDistributionFact, W2Box14Fact, W2StateFacts } from './states/types';
import { readBox14 } from './w2Box14';
import { CREDIT_CATEGORIES, dropdownCreditKey } from '@taxapp/contracts/catalogs';

export type Owner = 'taxpayer' | 'spouse';

export interface BusinessFact {
  name: string;
  owner: Owner;
  grossReceipts: number;
  /** Schedule C expenses (without the health insurance and retirement rows, which are Schedule 1 adjustments). */
  expenses: number;
  healthInsurance: number;
  retirementContributions: number;
  fromDocument: boolean;
}

export interface RentalFact {
  address: string;
  rents: number;
  expenses: number;
  daysRented: number;
  daysPersonalUse: number;
}

export interface CapitalTransaction {
  term: 'short' | 'long';
  gain: number;
  termAssumed: boolean;
  /** 1099-B box 1b as an ISO date, null when blank or 'various' (AZ Form 140 line 23 needs a verifiable date). */
  acquired: string | null;
}

export type { DependentFacts };

export interface PersonFacts {
  dobIso: string | null;
  age: number | null;
  /** Why the age is unknown (encrypted envelope or no date), else null. */
  ageUnknownReason: string | null;
  blind: boolean;
  wages: number;
  socialSecurityWages: number;
  medicareWages: number;
  medicareTaxWithheld: number;
  socialSecurityTaxWithheld: number;
  electiveDeferrals: number;
  hsaEmployerContributions: number;
  coveredByPlan: boolean;
  dependentCareBenefits: number;
  /** Nontaxable combat pay, W-2 box 12 code Q (i1040 line 1i; Schedule 8812 line 18b). */
  nontaxableCombatPay: number;
  /**
   * W-2 box 4 by employer (EIN, else name, else each W-2 its own employer), in the order first seen: the
   * excess social security credit (Schedule 3 line 11) needs to know whether one employer over-withheld.
   */
  socialSecurityTaxByEmployer: { employer: string; withheld: number }[];
}

export interface ReturnFacts {
  status: FilingStatus;
  statusNote: string | null;
  isMarried: boolean;
  taxpayer: PersonFacts;
  spouse: PersonFacts | null;
  dependents: DependentFacts[];

  w2FederalWithholding: number;
  stateWithholding: number;
  localIncomeTax: number;
  documentFederalWithholding: number;
  /** Foreign tax paid on 1099-INT box 6 and 1099-DIV box 7 (Schedule 3 line 1). */
  foreignTaxPaid: number;
  /** 1099 state income tax withheld (investment documents, contractor 1099s). */
  documentStateWithholding: number;
  /** W-2 boxes 15-20 grouped by box 15, for the states. */
  w2States: W2StateFacts[];
  /** W-2 box 14 lines the return uses (w2Box14.ts), with the state of the W-2's first row. */
  w2Box14: W2Box14Fact[];
  /** Of those, the contributions Schedule A line 5a counts as state income taxes (disability, family leave, unemployment funds). */
  box14StateIncomeTaxes: number;
  /** Each pension 1099-R's payer and taxable amount, for the states' government pension exclusions. */
  pensionPayers: { payer: string; taxable: number }[];
  /** Each 1099-R (pensions and IRAs) with its owner and the State Questions step's government-payer answer, for the states. */
  retirementDistributions: RetirementDistributionFact[];
  /** Address and residency entries, for the states. */
  residence: ResidenceFacts;
  /** Rent paid for the main home in 2024, for the states (NJ Worksheet H, renter's credits). */
  rentPaid: number;
  /** 2024 state estimated payments (and overpayment applied) by state code, upper-cased, for each state's payments line. */
  stateEstimatedPayments: Record<string, number>;
  /** The Credits screen's state and local credit rows (issue 9 item 4), for the states. */
  enteredStateCredits: EnteredCredit[];
  enteredLocalCredits: EnteredCredit[];

  taxableInterestDocuments: number;
  taxableInterestRemainder: number;
  taxExemptInterest: number;
  earlyWithdrawalPenalty: number;
  ordinaryDividendsDocuments: number;
  ordinaryDividendsRemainder: number;
  qualifiedDividends: number;
  /** 1099-DIV box 5 (part of box 1a): qualified REIT dividends, Form 8995 line 6. */
  section199ADividends: number;
  capitalGainDistributions: number;
  /** 1099-DIV box 2b (part of box 2a): Unrecaptured Section 1250 Gain Worksheet. */
  unrecaptured1250Gain: number;
  /** 1099-DIV box 2d (part of box 2a): 28% Rate Gain Worksheet. */
  collectiblesGain: number;
  transactions: CapitalTransaction[];
  capitalGainRemainder: number;
  cryptoGains: number;
  shortTermCarryover: number;
  longTermCarryover: number;
  iraDistributions: number;
  iraDistributionsTaxable: number;
  /** Line 4a: box 1 of the IRA 1099-Rs that are not fully taxable (i1040 (2024) lines 4a-4b: else line 4a is left blank). */
  iraDistributionsNotFullyTaxable: number;
  /** Line 5a: box 1 of the pension 1099-Rs that are not fully taxable (i1040 (2024) lines 5a-5b). */
  pensionsNotFullyTaxable: number;
  pensions: number;
  pensionsTaxable: number;
  earlyDistributions: number;
  /** Taxable 1099-R distributions with code S: SIMPLE IRA, first 2 years, no known exception (25%, Form 5329 line 4). */
  earlySimpleIraDistributions: number;
  unemployment: number;
  socialSecurityBenefits: number;
  businesses: BusinessFact[];
  rentals: RentalFact[];
  royalties: number;
  alimonyReceived: number;
  gambling: number;
  juryDuty: number;
  prizes: number;
  hobby: number;
  scholarships: number;
  otherIncome: number;
  estimatedPayments: number;
}

/** Document amounts are text ('1,200.50'): contracts' one amount reader. */
const num = amountOrZero;
const positive = (value: unknown): number => Math.max(0, num(value));

/** 'YYYY-MM-DD' from a plaintext date of birth ('YYYY-MM-DD' or 'MM/DD/YYYY'); null when encrypted or unreadable. */
export function dateOfBirthIso(dob: Sensitive | undefined): string | null {
  if (typeof dob !== 'string' || dob === '') return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(dob);
  if (match) return `${match[3]}-${match[1].padStart(2, '0')}-${match[2].padStart(2, '0')}`;
  return null;
}

/**
 * A filer's age at the end of 2024: "you are considered to be 65 on the day before your 65th birthday"
 * (Pub 501, Age 65 or older), so a filer born on January 1 counts a year older.
 */
export function ageAtEndOf2024(dobIso: string | null): number | null {
  if (!dobIso) return null;
  const year = Number(dobIso.slice(0, 4));
  if (year > 2024) return null;
  // Born January 1, 2025 would be 0; born January 1 of year Y reaches 2025-Y on Dec 31, 2024.
  return dobIso.slice(5) === '01-01' ? 2025 - year : 2024 - year;
}

/** The State Questions step's answer on who pays a pension (contracts form.ts governmentPension); absent = unknown. */
export function governmentPayerOf(answer: string | undefined): GovernmentPayer {
  if (answer === 'no' || answer === 'federal' || answer === 'military') return { kind: answer };
  if (answer?.startsWith('state-local:')) return { kind: 'state-local', state: answer.slice('state-local:'.length) };
  return { kind: 'unknown' };
}

/** At least this age at the end of 2024 (unknown age: no). */
export function ageAtLeast(person: PersonFacts | null, age: number): boolean {
  return person !== null && person.age !== null && person.age >= age;
}

/**
 * A dependent's age at the end of 2024 for the child tests: a child attains an age on the birthday itself,
 * not the day before (Rev. Rul. 2003-72, child tax credit), so a child born January 1, 2008 is 16.
 */
export function childAgeAtEndOf2024(dobIso: string | null): number | null {
  if (!dobIso) return null;
  const year = Number(dobIso.slice(0, 4));
  return year > 2024 ? null : 2024 - year;
}

function ageUnknownReason(dob: Sensitive | undefined): string | null {
  if (dob !== undefined && typeof dob === 'object') return 'date of birth is encrypted on the device, so the age is unknown to the calculation';
  if (typeof dob !== 'string' || dob === '') return 'no date of birth was entered';
  return dateOfBirthIso(dob) ? null : 'the date of birth could not be read';
}

const CHILD_RELATIONSHIP =
  /son|daughter|child|kid|step|foster|brother|sister|sibling|half|grand(son|daughter|child)|niece|nephew|baby|boy|girl/i;
const NOT_CHILD_RELATIONSHIP = /parent|mother|father|mom|dad|grandmother|grandfather|grandparent|aunt|uncle|in-law|cousin|friend/i;

export function isChildRelationship(relationship: string): boolean {
  return CHILD_RELATIONSHIP.test(relationship) && !NOT_CHILD_RELATIONSHIP.test(relationship);
}

// Pub 501 (2024) 'Member of Household or Relationship Test': children, stepchildren, foster children and their
// descendants; siblings, half and step siblings and their children; parents, grandparents, stepparents; aunts and
// uncles; in-laws. Anyone else (a cousin, a friend) qualifies only by living with you all year.
const QUALIFYING_RELATIVE_RELATIONSHIP =
  /son|daughter|child|kid|step|foster|brother|sister|sibling|half|grand|niece|nephew|parent|mother|father|mom|dad|aunt|uncle|in-law|baby/i;
const UNRELATED = /cousin|friend|partner|fianc|roommate|unrelated|not related|neighbo|\bother\b|\bnone\b|godchild|godson|goddaughter|boarder|tenant/i;

/** The relationship typed is not one of Pub 501's relatives (an empty one is taken as not said). */
export function isUnrelatedForQualifyingRelative(relationship: string): boolean {
  const text = relationship.trim();
  return text !== '' && (UNRELATED.test(text) || !QUALIFYING_RELATIVE_RELATIONSHIP.test(text));
}

function emptyPerson(dob: Sensitive | undefined, ageAtYearEnd: number | null | undefined, blind: boolean): PersonFacts {
  const dobIso = dateOfBirthIso(dob);
  // The plaintext date wins; else the age the device computed before encrypting the date (contracts form.ts).
  const age = ageAtEndOf2024(dobIso) ?? (typeof ageAtYearEnd === 'number' ? ageAtYearEnd : null);
  return {
    dobIso,
    age,
    ageUnknownReason: age !== null ? null : ageUnknownReason(dob),
    blind,
    wages: 0,
    socialSecurityWages: 0,
    medicareWages: 0,
    medicareTaxWithheld: 0,
    socialSecurityTaxWithheld: 0,
    electiveDeferrals: 0,
    hsaEmployerContributions: 0,
    coveredByPlan: false,
    dependentCareBenefits: 0,
    nontaxableCombatPay: 0,
    socialSecurityTaxByEmployer: [],
  };
}

/** The 1099-B gain of one document: proceeds - basis + wash sale loss disallowed (Form 8949 columns d, e, g). */
export function documentCapitalGain(doc: InvestmentDocument): number {
  if (doc.proceedsFromSales !== 0 || doc.costBasis !== 0) return doc.proceedsFromSales - doc.costBasis + doc.washSaleAdjustment + doc.aggregateProfitOnContracts;
  return doc.capitalGains + doc.aggregateProfitOnContracts;
}

function holdingTerm(doc: InvestmentDocument): { term: 'short' | 'long'; assumed: boolean } {
  if (doc.shortTermOrLongTerm === 'short' || doc.shortTermOrLongTerm === 'long') return { term: doc.shortTermOrLongTerm, assumed: false };
  const acquired = dateOfBirthIso(doc.dateAcquired);
  const sold = dateOfBirthIso(doc.dateSold);
  if (acquired && sold) {
    // Long term: held more than one year (Schedule D instructions), i.e. sold after the first anniversary.
    const anniversary = `${Number(acquired.slice(0, 4)) + 1}${acquired.slice(4)}`;
    return { term: sold > anniversary ? 'long' : 'short', assumed: false };
  }
  return { term: 'short', assumed: true };
}

type Kind =
  | 'business' | 'rental' | 'socialSecurity' | 'interest' | 'dividends' | 'oid' | 'government' | 'alimony' | 'prizes'
  | 'gambling' | 'hobby' | 'jury' | 'giftCards' | 'crypto' | 'royalties' | 'scholarships' | 'other';

/** Other-income entry type (display name of spec 2 §3) to its kind. */
export function otherIncomeKind(type: string): Kind {
  const t = type.toLowerCase();
  if (t.includes('business') || t.includes('nonemployee') || t.includes('self-employ')) return 'business';
  if (t.includes('rental') || t.includes('rent')) return 'rental';
  if (t.includes('social security')) return 'socialSecurity';
  if (t.includes('original issue') || t.includes('oid')) return 'oid';
  if (t.includes('interest')) return 'interest';
  if (t.includes('dividend')) return 'dividends';
  if (t.includes('government') || t.includes('unemployment')) return 'government';
  if (t.includes('alimony')) return 'alimony';
  if (t.includes('award') || t.includes('prize')) return 'prizes';
  if (t.includes('gambling')) return 'gambling';
  if (t.includes('hobby')) return 'hobby';
  if (t.includes('jury')) return 'jury';
  if (t.includes('gift')) return 'giftCards';
  if (t.includes('crypto') || t.includes('nft')) return 'crypto';
  if (t.includes('royalt')) return 'royalties';
  if (t.includes('scholarship') || t.includes('grant')) return 'scholarships';
  return 'other';
}

const HEALTH_EXPENSE = /health/i;
const RETIREMENT_EXPENSE = /retirement|sep|401/i;

function addEmployerTax(person: PersonFacts, employer: string, withheld: number): void {
  const key = employer.replace(/[^0-9A-Za-z]/g, '').toUpperCase() || employer;
  for (const entry of person.socialSecurityTaxByEmployer)
    if (entry.employer === key) {
      entry.withheld += withheld;
      return;
    }
  person.socialSecurityTaxByEmployer.push({ employer: key, withheld });
}

function remainder(total: number, documents: number): number {
  return Math.max(0, total - documents);
}

function dependentFacts(dependent: Dependent): DependentFacts {
  const dobIso = dateOfBirthIso(dependent.dob);
  return {
    age: childAgeAtEndOf2024(dobIso) ?? (typeof dependent.ageAtYearEnd === 'number' ? dependent.ageAtYearEnd : null),
    dobIso,
    childRelationship: isChildRelationship(dependent.relationship),
    unrelated: isUnrelatedForQualifyingRelative(dependent.relationship),
    monthsLived: dependent.monthsLivedWithTaxpayer,
    isFullTimeStudent: dependent.isFullTimeStudent,
    isDisabled: dependent.isDisabled,
    grossIncome: typeof dependent.grossIncome === 'number' ? dependent.grossIncome : null,
  };
}

export function readReturnFacts(form: Form1040Data, statusNote: string | null): ReturnFacts {
  const status = form.filingStatus;
  const isMarried = status === 'married-joint';
  const taxpayer = emptyPerson(form.dateOfBirth, form.taxpayerAgeAtYearEnd, form.isBlind);
  const spouse = isMarried ? emptyPerson(form.spouseDateOfBirth, form.spouseAgeAtYearEnd, form.spouseIsBlind) : null;

  let w2FederalWithholding = 0;
  let stateWithholding = 0;
  let localIncomeTax = 0;
  let w2Index = 0;
  const w2Box14: W2Box14Fact[] = [];
  for (const w2 of form.w2Data) {
    const person = w2.owner === 'spouse' && spouse ? spouse : taxpayer;
    const wages = num(w2.wages);
    person.wages += wages;
    // Boxes 3 and 7 (Schedule SE line 8a); box 5 (Form 8959 line 1). A W-2 typed without them falls back to box 1.
    const ssWages = num(w2.socialSecurityWages) + num(w2.socialSecurityTips);
    person.socialSecurityWages += ssWages > 0 ? ssWages : wages;
    const medicareWages = num(w2.medicareWagesAndTips);
    person.medicareWages += medicareWages > 0 ? medicareWages : wages;
    person.medicareTaxWithheld += num(w2.medicareTaxWithheld);
    const socialSecurityTax = num(w2.socialSecurityTaxWithheld);
    person.socialSecurityTaxWithheld += socialSecurityTax;
    if (socialSecurityTax !== 0) addEmployerTax(person, w2.employerEIN || w2.employerName || `W-2 ${w2Index}`, socialSecurityTax);
    w2Index++;
    person.electiveDeferrals += positive(w2.box12?.codeD);
    person.hsaEmployerContributions += positive(w2.box12?.codeW);
    person.dependentCareBenefits += positive(w2.dependentCareBenefits);
    for (const entry of w2.box12Entries) if (entry.code === 'Q') person.nontaxableCombatPay += positive(entry.amount);
    if (w2.retirementPlan) person.coveredByPlan = true;
    w2FederalWithholding += num(w2.federalIncomeTax);
    stateWithholding += num(w2.stateTax);
    for (const row of w2.additionalStateRows) stateWithholding += num(row.stateTax);
    localIncomeTax += num(w2.localIncomeTax);
    for (const line of w2.box14Other ?? []) {
      const reading = readBox14(line.label, w2StateCode(w2.stateId));
      if (reading && positive(line.amount) > 0)
        w2Box14.push({
          state: w2StateCode(w2.stateId), label: line.label, use: reading.use, amount: positive(line.amount),
          owner: person === spouse ? 'spouse' : 'taxpayer', employer: w2.employerEIN || w2.employerName || `W-2 ${w2Index}`,
          ...(reading.fund ? { fund: reading.fund, fundState: reading.state } : {}),
        });
    }
  }
  const w2StateWithholding = stateWithholding;

  // Form 1040 line 1a typed by hand (line1 of spec 1 §3.2) beyond the W-2s: the taxpayer's wages.
  const wagesRemainder = Math.max(0, form.line1 - taxpayer.wages - (spouse?.wages ?? 0));
  if (wagesRemainder > 0) {
    taxpayer.wages += wagesRemainder;
    taxpayer.socialSecurityWages += wagesRemainder;
    taxpayer.medicareWages += wagesRemainder;
  }

  let taxableInterestDocuments = 0;
  let interestDocumentTotals = 0;
  let oidDocuments = 0;
  let oidDocumentTotals = 0;
  let taxExemptInterest = 0;
  let earlyWithdrawalPenalty = 0;
  let ordinaryDividendsDocuments = 0;
  let dividendDocumentTotals = 0;
  let qualifiedDividends = 0;
  let section199ADividends = 0;
  let capitalGainDistributions = 0;
  let unrecaptured1250Gain = 0;
  let collectiblesGain = 0;
  const transactions: CapitalTransaction[] = [];
  let capitalGainDocumentTotals = 0;
  let iraDistributions = 0;
  let iraDistributionsTaxable = 0;
  let iraDistributionsNotFullyTaxable = 0;
  let pensionsNotFullyTaxable = 0;
  let pensions = 0;
  let pensionsTaxable = 0;
  const pensionPayers: { payer: string; taxable: number }[] = [];
  const retirementDistributions: RetirementDistributionFact[] = [];
  let retirementDocumentTotals = 0;
  let earlyDistributions = 0;
  let earlySimpleIraDistributions = 0;
  let unemploymentDocuments = 0;
  let unemploymentDocumentTotals = 0;
  let documentFederalWithholding = 0;
  let foreignTaxPaid = 0;

  for (const doc of form.investmentData) {
    documentFederalWithholding += positive(doc.federalIncomeTaxWithheld);
    foreignTaxPaid += positive(doc.foreignTaxPaid);
    stateWithholding += positive(doc.stateTaxWithheld);
    switch (doc.documentType) {
      case '1099-int': {
        const interest = doc.interestIncome + doc.usSavingsBondsInterest; // boxes 1 and 3
        taxableInterestDocuments += interest;
        interestDocumentTotals += Math.max(interest, doc.totalAmount);
        taxExemptInterest += positive(doc.taxExemptInterest); // box 8
        earlyWithdrawalPenalty += positive(doc.earlyWithdrawalPenalty); // box 2
        break;
      }
      case '1099-oid': {
        // Box 1 (OID) and box 2 (other periodic interest) are both interest (2024 Instructions for Recipient of
        // Form 1099-OID; Schedule B line 1). The income screens store box 2 as otherPeriodicInterest; interestIncome
        // is where records saved before that kept it.
        const oid = doc.originalIssueDiscount + positive(doc.otherPeriodicInterest) + doc.interestIncome;
        oidDocuments += oid;
        oidDocumentTotals += Math.max(oid, doc.totalAmount);
        earlyWithdrawalPenalty += positive(doc.earlyWithdrawalPenalty);
        break;
      }
      case '1099-div': {
        const ordinary = doc.totalOrdinaryDividends; // box 1a
        ordinaryDividendsDocuments += ordinary;
        dividendDocumentTotals += Math.max(ordinary, doc.totalAmount);
        qualifiedDividends += Math.min(positive(doc.qualifiedDividends), positive(ordinary)); // box 1b, part of 1a
        section199ADividends += Math.min(positive(doc.section199ADividends), positive(ordinary)); // box 5, part of 1a
        const distributions = positive(doc.totalCapitalGainDistributions); // box 2a -> Schedule D line 13
        capitalGainDistributions += distributions;
        // Boxes 2b and 2d are parts of box 2a (1099-DIV instructions), so never more than it.
        unrecaptured1250Gain += Math.min(positive(doc.unrecaptured1250Gain), distributions);
        collectiblesGain += Math.min(positive(doc.collectiblesGain), distributions);
        break;
      }
      case '1099-b': {
        const gain = documentCapitalGain(doc);
        const { term, assumed } = holdingTerm(doc);
        transactions.push({ term, gain, termAssumed: assumed, acquired: dateOfBirthIso(doc.dateAcquired) });
        capitalGainDocumentTotals += gain;
        break;
      }
      case '1099-r': {
        const gross = positive(doc.grossDistribution); // box 1
        const code = doc.distributionCode.toUpperCase();
        // Box 2a (Form 1099-R instructions 2024, boxes 2a-2b; i1040 lines 4a-5b): a direct rollover (code G or H) is
        // not taxable; box 2a as printed, 0 included, is the taxable amount; box 2a left blank or box 2b 'taxable
        // amount not determined' leaves it to the taxpayer (Pub 575), and the whole distribution is taken.
        const payerFiguredTaxable = !doc.taxableAmountBlank && !doc.taxableAmountNotDetermined;
        const taxable = code.includes('G') || code.includes('H') ? 0 : payerFiguredTaxable ? positive(doc.taxableAmount) : gross;
        // i1040 (2024) lines 4a-5b: a fully taxable distribution (box 2a = box 1) goes on line 4b or 5b only, with no
        // entry on 4a or 5a; any other shows box 1 on 4a or 5a (Direct File's 2024 returns ats-1-1099r and the like
        // print 5a 4,200 for box 1 of 4,000 and 200, box 2a 3,000 and 1,000).
        const notFullyTaxable = Math.abs(taxable - gross) >= 0.005 ? gross : 0;
        if (doc.isIra) {
          iraDistributions += gross;
          iraDistributionsTaxable += taxable;
          iraDistributionsNotFullyTaxable += notFullyTaxable;
        } else {
          pensions += gross;
          pensionsTaxable += taxable;
          pensionsNotFullyTaxable += notFullyTaxable;
          pensionPayers.push({ payer: doc.payerInfo?.name ?? '', taxable });
        }
        retirementDistributions.push({
          owner: doc.owner,
          isIra: doc.isIra,
          payer: doc.payerInfo?.name ?? '',
          taxable,
          governmentPayer: doc.isIra ? { kind: 'no' } : governmentPayerOf(doc.governmentPension),
        });
        if (code.includes('1')) earlyDistributions += taxable;
        else if (code.includes('S')) earlySimpleIraDistributions += taxable;
        retirementDocumentTotals += Math.max(gross, taxable, doc.totalAmount);
        break;
      }
      case '1099-g': {
        const unemployment = positive(doc.unemploymentCompensation); // box 1
        unemploymentDocuments += unemployment;
        unemploymentDocumentTotals += Math.max(unemployment, doc.totalAmount);
        break;
      }
    }
  }

  // 1099-MISC / 1099-NEC (contractor1099Data): box 1 rents and box 2 royalties -> Schedule E; box 3 other income ->
  // Schedule 1 line 8z; box 5 fishing boat proceeds and 1099-NEC box 1 -> Schedule C; box 4 withholding -> line 25b.
  const businesses: BusinessFact[] = [];
  const rentals: RentalFact[] = [];
  let royalties = 0;
  let otherIncome = 0;
  for (const raw of form.contractor1099Data) {
    const doc = raw as unknown as Contractor1099;
    const nonemployee = positive(doc.nonemployeeCompensation) + positive(doc.fishingBoatProceeds);
    if (nonemployee > 0)
      businesses.push({
        name: doc.payerInfo?.name || doc.payerName || doc.fileName || '1099 contractor income',
        owner: doc.owner === 'spouse' && spouse ? 'spouse' : 'taxpayer',
        grossReceipts: nonemployee,
        expenses: 0,
        healthInsurance: 0,
        retirementContributions: 0,
        fromDocument: true,
      });
    if (positive(doc.rentIncome) > 0) rentals.push({ address: doc.fileName, rents: positive(doc.rentIncome), expenses: 0, daysRented: 365, daysPersonalUse: 0 });
    royalties += positive(doc.royalties);
    otherIncome += positive(doc.otherIncome);
    documentFederalWithholding += positive(doc.federalIncomeTaxWithheld);
    stateWithholding += positive(doc.stateTaxWithheld);
  }
  const hasContractorDocuments = form.contractor1099Data.length > 0;

  // Other-income entries (spec 2 §3).
  const entryTotals: Record<Kind, number> = {
    business: 0, rental: 0, socialSecurity: 0, interest: 0, dividends: 0, oid: 0, government: 0, alimony: 0, prizes: 0,
    gambling: 0, hobby: 0, jury: 0, giftCards: 0, crypto: 0, royalties: 0, scholarships: 0, other: 0,
  };
  let socialSecurityBenefits = 0;
  for (const entry of form.otherIncomeEntries) {
    // Entries derived from an uploaded 1099-MISC duplicate the document itself (spec 2 §4): the document counts.
    if (hasContractorDocuments && entry.type.toUpperCase().includes('1099-MISC')) continue;
    const kind = otherIncomeKind(entry.type);
    if (kind === 'business') {
      const data = entry.businessData;
      if (data && (data.grossReceipts !== 0 || data.totalExpenses !== 0 || data.expenses.length > 0)) {
        let healthInsurance = 0;
        let retirement = 0;
        let listed = 0;
        for (const expense of data.expenses) {
          listed += expense.amount;
          if (HEALTH_EXPENSE.test(expense.type)) healthInsurance += positive(expense.amount);
          else if (RETIREMENT_EXPENSE.test(expense.type)) retirement += positive(expense.amount);
        }
        const totalExpenses = data.totalExpenses !== 0 ? data.totalExpenses : listed;
        businesses.push({
          name: data.businessName || entry.type,
          owner: data.owner === 'spouse' && spouse ? 'spouse' : 'taxpayer',
          grossReceipts: data.grossReceipts,
          expenses: Math.max(0, totalExpenses - healthInsurance - retirement),
          healthInsurance,
          retirementContributions: retirement,
          fromDocument: false,
        });
      } else if (entry.amount !== 0) {
        businesses.push({ name: entry.type, owner: 'taxpayer', grossReceipts: entry.amount, expenses: 0, healthInsurance: 0, retirementContributions: 0, fromDocument: false });
      }
    } else if (kind === 'rental') {
      const data = entry.rentalData;
      if (data && (data.rentalIncome !== 0 || data.totalExpenses !== 0)) {
        let listed = 0;
        for (const expense of data.expenses) listed += expense.amount;
        rentals.push({
          address: data.address,
          rents: data.rentalIncome,
          expenses: data.totalExpenses !== 0 ? data.totalExpenses : listed,
          daysRented: data.daysRented,
          daysPersonalUse: data.daysPersonalUse,
        });
      } else if (entry.amount !== 0) rentals.push({ address: entry.type, rents: entry.amount, expenses: 0, daysRented: 365, daysPersonalUse: 0 });
    } else if (kind === 'socialSecurity') {
      const data = entry.socialSecurityData;
      if (data) {
        // totalBenefits is what the SSA form saves (spec 2 §4); else benefits less repaid.
        socialSecurityBenefits += data.totalBenefits > 0 ? data.totalBenefits : Math.max(0, data.box3NetBenefits - data.box5BenefitsRepaid);
        documentFederalWithholding += positive(data.federalIncomeTaxWithheld);
      } else socialSecurityBenefits += positive(entry.amount);
    } else entryTotals[kind] += entry.amount;
  }

  const taxableInterestRemainder =
    remainder(Math.max(form.taxableInterest, form.interestIncome, entryTotals.interest), interestDocumentTotals) +
    remainder(Math.max(form.bondIncome, form.originalIssueDiscount, entryTotals.oid), oidDocumentTotals);
  const ordinaryDividendsRemainder = remainder(
    Math.max(form.dividends, form.dividendIncome, form.totalOrdinaryDividends, entryTotals.dividends),
    dividendDocumentTotals,
  );
  // With no 1099-B, a hand-typed capital loss stands as typed; with documents only the positive remainder is added.
  const capitalGainRemainder =
    transactions.length > 0 ? remainder(form.capitalGains, Math.max(0, capitalGainDocumentTotals)) : form.capitalGains;
  const retirementRemainder = remainder(form.retirementIncome, retirementDocumentTotals);
  const unemploymentRemainder = remainder(
    Math.max(form.unemploymentIncome, form.unemploymentCompensation, form.governmentRefunds, entryTotals.government),
    unemploymentDocumentTotals,
  );

  const dependents: DependentFacts[] = [];
  for (const dependent of form.dependents) dependents.push(dependentFacts(dependent));

  return {
    status,
    statusNote,
    isMarried,
    taxpayer,
    spouse,
    dependents,
    w2FederalWithholding,
    stateWithholding,
    localIncomeTax,
    documentFederalWithholding,
    foreignTaxPaid,
    documentStateWithholding: stateWithholding - w2StateWithholding,
    w2States: readW2States(form.w2Data),
    w2Box14,
    box14StateIncomeTaxes: w2Box14.filter((line) => line.use === 'state income tax').reduce((sum, line) => sum + line.amount, 0),
    pensionPayers,
    retirementDistributions,
    residence: readResidence(form),
    rentPaid: positive(form.rentPaid),
    stateEstimatedPayments: readStateEstimatedPayments(form.stateEstimatedTaxPayments),
    enteredStateCredits: readEnteredCredits(form.credits, 'state-tax-credits'),
    enteredLocalCredits: readEnteredCredits(form.credits, 'local-tax-credits'),
    taxableInterestDocuments: taxableInterestDocuments + oidDocuments,
    taxableInterestRemainder,
    taxExemptInterest: Math.max(taxExemptInterest, form.taxExemptInterest),
    earlyWithdrawalPenalty,
    ordinaryDividendsDocuments,
    ordinaryDividendsRemainder,
    qualifiedDividends,
    section199ADividends,
    capitalGainDistributions,
    unrecaptured1250Gain,
    collectiblesGain,
    transactions,
    capitalGainRemainder,
    cryptoGains: entryTotals.crypto,
    shortTermCarryover: Math.abs(form.shortTermLossCarryover),
    longTermCarryover: Math.abs(form.longTermLossCarryover),
    iraDistributions,
    iraDistributionsTaxable,
    iraDistributionsNotFullyTaxable,
    pensionsNotFullyTaxable,
    pensions: pensions + retirementRemainder,
    pensionsTaxable: pensionsTaxable + retirementRemainder,
    earlyDistributions,
    earlySimpleIraDistributions,
    unemployment: unemploymentDocuments + unemploymentRemainder,
    socialSecurityBenefits,
    businesses,
    rentals,
    royalties: royalties + entryTotals.royalties,
    alimonyReceived: entryTotals.alimony,
    gambling: entryTotals.gambling,
    juryDuty: entryTotals.jury,
    prizes: entryTotals.prizes,
    hobby: entryTotals.hobby,
    scholarships: entryTotals.scholarships,
    otherIncome: otherIncome + entryTotals.other + Math.max(form.giftCardIncome, entryTotals.giftCards),
    estimatedPayments: positive(form.estimatedTaxPayments),
  };
}

/** State estimated payments keyed by the state code as typed, trimmed and upper-cased (the same code entered twice adds up). */
/**
 * The dropdown rows of a Special Situations credit (spec 3 §3: stored under 'sub-option label - credit type'), one per
 * type with its amount.
 */
function readEnteredCredits(credits: Form1040Data['credits'], subOptionId: 'state-tax-credits' | 'local-tax-credits'): EnteredCredit[] {
  const category = CREDIT_CATEGORIES.find((c) => c.subOptions.some((o) => o.id === subOptionId));
  const option = category?.subOptions.find((o) => o.id === subOptionId);
  const stored = category ? credits[category.id] : undefined;
  if (!option || !stored) return [];
  const prefix = dropdownCreditKey(option.label, '');
  const out: EnteredCredit[] = [];
  for (const [key, value] of Object.entries(stored)) {
    const amount = positive(value);
    if (key.startsWith(prefix) && amount > 0) out.push({ type: key.slice(prefix.length), amount });
  }
  return out;
}

function readStateEstimatedPayments(map: Form1040Data['stateEstimatedTaxPayments']): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [code, value] of Object.entries(map)) {
    const amount = positive(value);
    if (amount <= 0) continue;
    const key = code.trim().toUpperCase();
    out[key] = (out[key] ?? 0) + amount;
  }
  return out;
}

/** W-2 boxes 15-20 grouped by the state in box 15 (as typed, upper-cased), in the order first seen. */
/**
 * The state of a W-2 box 15, printed with the employer's state ID number after the postal code ('NY 12-345678',
 * 'CO|29871453'): the leading two letters; anything else as typed (an unknown box 15 counts for the home state).
 */
export function w2StateCode(box15: string): string {
  const code = /^\s*([A-Za-z]{2})(?![A-Za-z])/.exec(box15);
  return code ? code[1]!.toUpperCase() : box15.trim().toUpperCase();
}

function readW2States(w2s: Form1040Data['w2Data']): W2StateFacts[] {
  const out: W2StateFacts[] = [];
  for (const w2 of w2s) {
    const state = w2StateCode(w2.stateId);
    let group = out.find((g) => g.state === state);
    if (!group) {
      group = { state, wages: 0, stateWages: 0, stateTaxWithheld: 0, localTaxWithheld: 0, localities: [], localRows: [] };
      out.push(group);
    }
    const wages = num(w2.wages);
    const box16 = num(w2.stateWages);
    group.wages += wages;
    group.stateWages += box16 > 0 ? box16 : wages;
    group.stateTaxWithheld += num(w2.stateTax);
    group.localTaxWithheld += num(w2.localIncomeTax);
    if (w2.locality) group.localities.push(w2.locality);
    if (num(w2.localIncomeTax) !== 0 || w2.locality) group.localRows!.push({ locality: w2.locality, withheld: num(w2.localIncomeTax) });
    // A further state row (box 15-17 printed again): its own state's source wages and withholding; the W-2's wages
    // (box 1, box 16) are counted once, with its first row.
    for (const row of w2.additionalStateRows) {
      const rowState = w2StateCode(row.stateId);
      let rowGroup = out.find((g) => g.state === rowState);
      if (!rowGroup) {
        rowGroup = { state: rowState, wages: 0, stateWages: 0, stateTaxWithheld: 0, localTaxWithheld: 0, localities: [], localRows: [] };
        out.push(rowGroup);
      }
      rowGroup.additionalRowWages = (rowGroup.additionalRowWages ?? 0) + num(row.stateWages);
      rowGroup.stateTaxWithheld += num(row.stateTax);
    }
  }
  return out;
}

function readResidence(form: Form1040Data): ResidenceFacts {
  return {
    state: form.state,
    city: form.city,
    zip: form.zip,
    isFullYearResident: form.isFullYearResident,
    primaryStateStartDate: form.primaryStateStartDate,
    primaryStateEndDate: form.primaryStateEndDate,
    additionalState: form.additionalState,
    additionalStateStartDate: form.additionalStateStartDate,
    additionalStateEndDate: form.additionalStateEndDate,
    localityAnswers: form.localityAnswers,
  };
}
