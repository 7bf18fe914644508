// The IRS's own worked examples, encoded as tests. Each expected value is the figure the IRS printed;
// the comment names the publication, its year, the example and where it was read.
//
// Several examples come from earlier editions because the rule and every figure the example touches are
// the same in 2024 (said at each one): the social security worksheet's base amounts (IRC §86(c): 25,000 /
// 32,000 and 9,000 / 12,000) have never been indexed; the American opportunity credit (IRC §25A(b), (d), (i):
// 100% / 25% of 2,000 + 2,000, 40% refundable, phase-out 80,000-90,000 / 160,000-180,000) has been the same
// since 2009; the child and dependent care credit (IRC §21 as in force for 2024: 3,000 / 6,000, 35% less one
// point per 2,000 of AGI over 15,000, not below 20%) has been the same since 2003 except for 2021.
import { describe, expect, it } from 'vitest';
import { taxableSocialSecurity } from './socialSecurityWorksheet';
import { form2441 } from './form2441';
import { americanOpportunityTentative, form8863 } from './form8863';
import { computeReturn } from './index';

describe('Pub 915 / Pub 17, Social Security Benefits Worksheet (Worksheet 1)', () => {
  // Pub 17 (2001), chapter 12 "Social Security and Equivalent Railroad Retirement Benefits", Examples,
  // "Example 1. George White" (filled-in Worksheet 1), read at
  // http://www.jdunman.com/ww/business/sbrg/publications/p171203.htm (a mirror of the IRS text); the same
  // example is in current editions of Pub 915 ("On line 6a of his Form 1040, George enters his net benefits
  // of $5,980. On line 6b, he enters his taxable benefits of $2,990"; https://www.irs.gov/publications/p915).
  // Facts: single; fully taxable pension 18,600, part-time wages 9,400, taxable interest 990 (total 28,990);
  // SSA-1099 box 5 5,980; no adjustments, no tax-exempt interest.
  // IRS figures: line 1 5,980; line 2 2,990; line 3 28,990; line 5 31,980; line 7 31,980; line 8 25,000;
  // taxable benefits 2,990.
  it('Example 1, George White (single): 2,990 taxable', () => {
    expect(taxableSocialSecurity(5_980, 28_990, 0, 0, 'single', false)).toBe(2_990);
  });
  it('Example 1, George White, as a whole return: Form 1040 lines 6a 5,980 and 6b 2,990', () => {
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1956-05-05',
      w2Data: [{ wages: '9400' }],
      investmentData: [{ documentType: '1099-r', grossDistribution: 18600, taxableAmount: 18600, distributionCode: '7', isIra: false }],
      taxableInterest: 990,
      otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 5980, socialSecurityData: { totalBenefits: 5980 } }],
    });
    expect(federal.lines.get('form1040.line6a')?.value).toBe(5_980);
    expect(federal.lines.get('ssWorksheet.line5')?.value).toBe(31_980); // IRS line 5 (no adjustments: line 7 too)
    expect(federal.lines.get('form1040.line6b')?.value).toBe(2_990);
  });

  // IRS VITA/TCE Link & Learn Taxes, "Social Security — Calculating the Taxable Portion", topic activity
  // "Gregoria" (Puerto Rico level), apps.irs.gov/app/vita/content/0506/0506_01_050.jsp with the answers at
  // .../0506_01_050pop.jsp. Facts: single, 66; SSA-1099 box 5 11,000; Puerto Rico government pension 20,000
  // and Puerto Rico bank interest 6,200 (excluded Puerto Rico income, 26,200, which the Pub 915 worksheet adds
  // like the other exclusions); OPM survivor pension 8,000 (taxable).
  // IRS figures: line 1 11,000; line 2 5,500; taxable income 8,000; excluded income 26,200; line 6 39,700;
  // line 7 0; line 8 39,700; line 9 25,000; line 10 14,700; line 11 9,000; line 12 5,700; line 13 9,000;
  // line 14 4,500; line 15 4,500; line 16 4,845; line 17 9,345; line 18 9,350; line 19 9,345.
  // The form does not collect Puerto Rico excluded income, so the worksheet function is called with it added
  // to the other income of worksheet lines 3-5 (they are summed on line 6 alike).
  it('Link & Learn, Gregoria (single, 85% tier): 9,345 taxable', () => {
    expect(taxableSocialSecurity(11_000, 8_000 + 26_200, 0, 0, 'single', false)).toBe(9_345);
  });

  // Pub 590 (2002), Appendix B, "Comprehensive Example — Determining Your Traditional IRA Deduction and the
  // Taxable Portion of Your Social Security Benefits", John Black, read at
  // http://lawschool.50megs.com/pubs/0590-19-06.html and -07.html (mirror of the IRS text). Facts: married
  // filing jointly, wages 53,500, social security 7,000, no tax-exempt interest, no adjustments. Its Worksheet 1
  // figures the taxable benefits before any IRA deduction (for modified AGI) with the Pub 915 arithmetic.
  // IRS figures: line 12 (one half of line 11) 6,000; line 13 3,500; line 14 11,050; line 15 14,550;
  // line 16 5,950; line 17 taxable benefits 5,950. (The IRA deduction of that example used 2002's limits and
  // phase-out and is not encoded.)
  it('Pub 590 Appendix B, John Black (married filing jointly, capped at 85%): 5,950 taxable', () => {
    expect(taxableSocialSecurity(7_000, 53_500, 0, 0, 'married-joint', false)).toBe(5_950);
  });
});

describe('Form 2441 / Pub 503 / Pub 17, child and dependent care credit', () => {
  // Pub 17 (2011), chapter 32 "Child and Dependent Care Credit", "Illustrated example", Joan Thomas, read at
  // http://taxmap.ntis.gov/taxmap/archive2011/taxmap/pub17/p17-167.htm (IRS Tax Map archive); also Pub 503
  // "Example 2. Dependent Care Benefits" (http://www.jdunman.com/ww/business/sbrg/publications/p50305.htm).
  // Facts: divorced (head of household), two children aged 3 and 9; AGI 29,000, all earned; employer on-site
  // care 3,000 excluded (W-2 box 10); 2,400 paid to a neighbor. The 2024 Form 2441 limits and rate table are
  // the ones of the example (6,000 for two persons; 29,000 is in "over 27,000 but not over 29,000": 28%).
  // IRS figures: expenses 2,400; dollar limit 6,000; less excluded benefits 3,000 = 3,000; lesser 2,400;
  // percentage 28%; 2,400 x .28 = 672; tax liability limit 943 (2011's, from that return); credit 672.
  // The care expenses entered are all of them, 3,000 on-site + 2,400 = 5,400 (Form 2441 line 16); line 30 leaves
  // out what the excluded benefits paid for: 5,400 - 3,000 = 2,400 (the example's expenses).
  it('Joan Thomas: 672', () => {
    const r = form2441({
      status: 'head-of-household', qualifyingPersons: 2, expenses: 5_400, excludedBenefits: 3_000,
      taxpayerEarnedIncome: 29_000, spouseEarnedIncome: null, agi: 29_000, taxLimit: 943,
    });
    expect(r.line3).toBe(2_400);
    expect(r.line8).toBe(0.28);
    expect(r.line9).toBe(672);
    expect(r.credit).toBe(672);
  });
  it('Joan Thomas as a whole 2024 return: W-2 box 10 read as excluded benefits, credit 672', () => {
    // 2024 tax: 29,000 - 21,900 = 7,100 -> Tax Table HoH 7,100-7,150 = 713, above the 672 credit, so the
    // example's figure stands (the credit comes before the child tax credit, Schedule 3 line 2).
    const { federal } = computeReturn({
      filingStatus: 'head-of-household', dateOfBirth: '1985-01-01',
      w2Data: [{ wages: '29000', dependentCareBenefits: '3000' }],
      dependents: [
        { firstName: 'Susan', lastName: 'Thomas', dob: '2021-03-03', relationship: 'daughter' },
        { firstName: 'Seth', lastName: 'Thomas', dob: '2015-03-03', relationship: 'son' },
      ],
      credits: { 'child-family': { 'child-care-expenses': 5400 } },
    });
    expect(federal.agi).toBe(29_000);
    expect(federal.lines.get('form2441.line11')?.value).toBe(672);
  });
});

describe('Form 8863 / Pub 970, American opportunity credit', () => {
  // Pub 970 (2009), chapter 2, "Illustrated Example", Bill Pass, read at
  // http://taxmap.ntis.gov/taxmap/archive2009/taxmap/pubs/p970-010.htm (IRS Tax Map archive). Facts: single,
  // 28, first year of postsecondary education; 5,600 qualified tuition; MAGI 57,000; tax before credits 8,106.
  // IRS figures: "He figures his American opportunity credit of $2,500, of which $1,000 is refundable."
  it('Bill Pass (single, MAGI 57,000): 2,500, of which 1,000 refundable', () => {
    const r = form8863(5_600, 1, 0, 57_000, 'single', 8_106);
    expect(r.refundable).toBe(1_000);
    expect(r.aotcNonrefundable + r.refundable).toBe(2_500);
    expect(r.nonrefundable).toBe(1_500);
  });
  it('Bill Pass as a whole 2024 return: Form 1040 line 29 1,000, Schedule 3 line 3 1,500', () => {
    // 2024 tax on 57,000 - 14,600 = 42,400 is 4,859 (Tax Table), above the 1,500 nonrefundable part.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1996-01-01', w2Data: [{ wages: '57000' }],
      credits: { education: { 'college-credit-first-4': 5600 } },
    });
    expect(federal.lines.get('form1040.line29')?.value).toBe(1_000);
    expect(federal.lines.get('form8863.line19')?.value).toBe(1_500);
  });

  // Pub 970 (2016), chapter 2, "Figuring the Credit", Jack and Kay Ford, read at
  // https://taxmap.irs.gov/taxmap/pubs/p970-007.htm (IRS Tax Map). Facts: married filing jointly, dependent
  // daughter in her third year; MAGI 70,000; qualified expenses 4,300.
  // IRS figure: "Jack and Kay can claim a $2,500 American opportunity credit ... 100% of the first $2,000 of
  // qualified education expenses, plus 25% of the next $2,000."
  it('Jack and Kay Ford (MFJ, MAGI 70,000, 4,300 of expenses): 2,500', () => {
    expect(americanOpportunityTentative(4_300)).toBe(2_500);
    const r = form8863(4_300, 1, 0, 70_000, 'married-joint', 10_000);
    expect(r.aotcNonrefundable + r.refundable).toBe(2_500);
  });
});
