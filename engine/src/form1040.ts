// Form 1040 (2024) with Schedules 1, 2 and 3: the order of computation is the order of the forms.
// Each line is registered below with its formula and source; computeForm1040 fills one Lines per return.
import type { Form1040Data, FilingStatus } from '@taxapp/contracts/form';
import type { FederalCredits } from '@taxapp/contracts/api/calculation';
import { defineLine, dollars, Lines } from './explain';
import { readReturnFacts, type ReturnFacts, type PersonFacts } from './returnFacts';
import { computeScheduleSE } from './scheduleSE';
import { computeScheduleD, computeCapitalLossCarryover } from './scheduleD';
import { computeSocialSecurityWorksheet, taxableSocialSecurity } from './socialSecurityWorksheet';
import { computeQualifiedDividendsWorksheet } from './qualifiedDividendsWorksheet';
import { computeScheduleDTaxWorksheet } from './scheduleDTaxWorksheet';
import { computeForm6251, type CapitalGainWorksheetFacts } from './form6251';
import { excessSocialSecurityTax } from './excessSocialSecurity';
import { taxOnOrdinaryIncome, marginalRate } from './taxComputation';
import { computeForm8959 } from './form8959';
import { computeForm8960 } from './form8960';
import {
  hsaDeduction, iraDeduction, selfEmployedHealthInsuranceDeduction, selfEmployedRetirementDeduction, studentLoanInterestDeduction,
} from './adjustments';
import { longTermCarePremiumLimit, scheduleA, standardDeduction } from './deductions';
import { qbiDeduction } from './form8995';
import { allowedRentalLoss, rentalPropertyNet } from './scheduleE';
import { creditLimitWorksheetB, schedule8812, schedule8812Line12 } from './schedule8812';
import { form2441 } from './form2441';
import { form8863 } from './form8863';
import { form8880 } from './form8880';
import { form5695 } from './form5695';
import { form8839 } from './form8839';
import { earnedIncomeCredit } from './earnedIncomeCredit';
import { dependentsWorksheet, type DependentsWorksheet } from './dependents';
import {
  AGE_50, AGE_55, AGE_65, DEPENDENT_CARE_EXCLUSION, EARLY_DISTRIBUTION_RATE,
  EDUCATOR_EXPENSE_LIMIT, EIC_NO_CHILD_MIN_AGE, IRA_CATCH_UP, IRA_LIMIT,
} from './years/2024';

const F = 'Form 1040 (2024)';
const S1 = 'Schedule 1 (Form 1040) 2024';
const S2 = 'Schedule 2 (Form 1040) 2024';
const S3 = 'Schedule 3 (Form 1040) 2024';
const SA = 'Schedule A (Form 1040) 2024';
const d = defineLine;

const L = {
  // Income
  line1a: d('form1040.line1a', 'Wages (W-2 box 1)', `${F}, line 1a`, 'Sum of W-2 box 1, plus line 1 typed by hand beyond the W-2s', ['w2Data[].wages', 'line1']),
  line1e: d('form1040.line1e', 'Taxable dependent care benefits', `${F}, line 1e; Form 2441 Part III`, 'W-2 box 10 over 5,000 (2,500 MFS)', ['w2Data[].dependentCareBenefits']),
  line1z: d('form1040.line1z', 'Total wages', `${F}, line 1z`, 'line 1a + line 1e', ['form1040.line1a', 'form1040.line1e']),
  line2a: d('form1040.line2a', 'Tax-exempt interest', `${F}, line 2a`, '1099-INT box 8, or taxExemptInterest typed by hand if larger', ['investmentData[1099-int].taxExemptInterest', 'taxExemptInterest']),
  line2b: d('form1040.line2b', 'Taxable interest', `${F}, line 2b; Schedule B Part I`, '1099-INT boxes 1 and 3 + 1099-OID boxes 1 and 2 + the hand-typed remainder of each running total (larger of taxableInterest / interestIncome, bondIncome / originalIssueDiscount) over its documents, floored at 0', ['investmentData[1099-int]', 'investmentData[1099-oid]', 'taxableInterest', 'interestIncome', 'bondIncome']),
  line3a: d('form1040.line3a', 'Qualified dividends', `${F}, line 3a`, 'Sum of 1099-DIV box 1b (hand-typed dividends carry no qualified detail and are treated as ordinary)', ['investmentData[1099-div].qualifiedDividends']),
  line3b: d('form1040.line3b', 'Ordinary dividends', `${F}, line 3b; Schedule B Part II`, '1099-DIV box 1a + hand-typed remainder of the dividends total over the documents, floored at 0', ['investmentData[1099-div].totalOrdinaryDividends', 'dividends', 'dividendIncome']),
  line4a: d('form1040.line4a', 'IRA distributions', `${F}, line 4a`, 'Sum of 1099-R box 1 marked IRA/SEP/SIMPLE'),
  line4b: d('form1040.line4b', 'Taxable IRA distributions', `${F}, line 4b`, 'Sum of 1099-R box 2a (box 1 when 2a is blank; 0 for a rollover, code G or H)'),
  line5a: d('form1040.line5a', 'Pensions and annuities', `${F}, line 5a`, 'Sum of 1099-R box 1 (not IRA) + retirementIncome typed beyond the documents'),
  line5b: d('form1040.line5b', 'Taxable pensions and annuities', `${F}, line 5b`, 'Sum of 1099-R box 2a (not IRA) + the hand-typed remainder (treated as fully taxable)'),
  line6a: d('form1040.line6a', 'Social security benefits', `${F}, line 6a`, 'SSA-1099 net benefits of the Social Security entries'),
  line6b: d('form1040.line6b', 'Taxable social security benefits', `${F}, line 6b`, 'Social Security Benefits Worksheet line 18', ['ssWorksheet.line18']),
  line7: d('form1040.line7', 'Capital gain or (loss)', `${F}, line 7`, 'Schedule D line 16 if a gain, else line 21', ['scheduleD.line16', 'scheduleD.line21']),
  line8: d('form1040.line8', 'Additional income from Schedule 1', `${F}, line 8`, 'Schedule 1 line 10', ['schedule1.line10']),
  line9: d('form1040.line9', 'Total income', `${F}, line 9`, 'lines 1z + 2b + 3b + 4b + 5b + 6b + 7 + 8', ['form1040.line1z', 'form1040.line2b', 'form1040.line3b', 'form1040.line4b', 'form1040.line5b', 'form1040.line6b', 'form1040.line7', 'form1040.line8']),
  line10: d('form1040.line10', 'Adjustments to income', `${F}, line 10`, 'Schedule 1 line 26', ['schedule1.line26']),
  line11: d('form1040.line11', 'Adjusted gross income', `${F}, line 11`, 'line 9 - line 10', ['form1040.line9', 'form1040.line10']),
  standard: d('form1040.standardDeduction', 'Standard deduction', `${F}, line 12; Standard Deduction Chart (i1040); Rev. Proc. 2023-34 §3.15`, 'basic amount for the filing status + 1,550 (married) or 1,950 (unmarried) for each 65-or-older or blind box', ['filingStatus', 'dateOfBirth', 'spouseDateOfBirth', 'isBlind', 'spouseIsBlind']),
  line12: d('form1040.line12', 'Standard deduction or itemized deductions', `${F}, line 12`, 'larger of the standard deduction or Schedule A line 17', ['form1040.standardDeduction', 'scheduleA.line17']),
  line13: d('form1040.line13', 'Qualified business income deduction', `${F}, line 13; Form 8995 line 15`, 'smaller of 20% of QBI (phased in above 191,950 / 383,900 with no W-2 wages) or 20% of (taxable income before QBI - net capital gain)', ['form8995.line1', 'form1040.line11', 'form1040.line12']),
  line14: d('form1040.line14', 'Total deductions', `${F}, line 14`, 'line 12 + line 13', ['form1040.line12', 'form1040.line13']),
  line15: d('form1040.line15', 'Taxable income', `${F}, line 15`, 'max(0, line 11 - line 14)', ['form1040.line11', 'form1040.line14']),
  line16: d('form1040.line16', 'Tax', `${F}, line 16`, 'Tax Table under 100,000, Tax Computation Worksheet at 100,000 or more; the Qualified Dividends and Capital Gain Tax Worksheet when line 3a or a net capital gain is present; the Schedule D Tax Worksheet when Schedule D line 18 or 19 is more than zero', ['form1040.line15', 'qdcgtWorksheet.line25', 'sdTaxWorksheet.line47']),
  line17: d('form1040.line17', 'Amount from Schedule 2, line 3', `${F}, line 17`, 'Schedule 2 line 3', ['schedule2.line3']),
  line18: d('form1040.line18', 'Tax before credits', `${F}, line 18`, 'line 16 + line 17', ['form1040.line16', 'form1040.line17']),
  line19: d('form1040.line19', 'Child tax credit or credit for other dependents', `${F}, line 19; Schedule 8812 line 14`, 'smaller of Schedule 8812 line 12 or the Credit Limit Worksheet A', ['schedule8812.line12', 'schedule8812.line13']),
  line20: d('form1040.line20', 'Amount from Schedule 3, line 8', `${F}, line 20`, 'Schedule 3 line 8', ['schedule3.line8']),
  line21: d('form1040.line21', 'Total nonrefundable credits', `${F}, line 21`, 'line 19 + line 20', ['form1040.line19', 'form1040.line20']),
  line22: d('form1040.line22', 'Tax after nonrefundable credits', `${F}, line 22`, 'max(0, line 18 - line 21)', ['form1040.line18', 'form1040.line21']),
  line23: d('form1040.line23', 'Other taxes (Schedule 2, line 21)', `${F}, line 23`, 'Schedule 2 line 21', ['schedule2.line21']),
  line24: d('form1040.line24', 'Total tax', `${F}, line 24`, 'line 22 + line 23', ['form1040.line22', 'form1040.line23']),
  line25a: d('form1040.line25a', 'Federal income tax withheld from W-2s', `${F}, line 25a`, 'Sum of W-2 box 2', ['w2Data[].federalIncomeTax']),
  line25b: d('form1040.line25b', 'Federal income tax withheld from 1099s', `${F}, line 25b`, 'Sum of box 4 of the 1099-INT/DIV/B/R/OID/G/MISC/NEC and SSA-1099 box 6', ['investmentData[].federalIncomeTaxWithheld', 'contractor1099Data[].federalIncomeTaxWithheld']),
  line25c: d('form1040.line25c', 'Other withholding (Additional Medicare Tax withheld)', `${F}, line 25c; Form 8959 line 24`, 'Form 8959 line 24', ['form8959.line24']),
  line25d: d('form1040.line25d', 'Total withholding', `${F}, line 25d`, 'line 25a + 25b + 25c', ['form1040.line25a', 'form1040.line25b', 'form1040.line25c']),
  line26: d('form1040.line26', 'Estimated tax payments', `${F}, line 26`, 'estimatedTaxPayments (2024 estimates and the 2023 overpayment applied)', ['estimatedTaxPayments']),
  line27: d('form1040.line27', 'Earned income credit', `${F}, line 27; EIC Worksheet A and 2024 EIC Table`, 'EIC Table amount for earned income (and AGI when it is at least the phase-out start)', ['eic.earnedIncome', 'form1040.line11']),
  line28: d('form1040.line28', 'Additional child tax credit', `${F}, line 28; Schedule 8812 line 27`, 'Schedule 8812 Part II-A/II-B', ['schedule8812.line12']),
  line29: d('form1040.line29', 'American opportunity credit (refundable)', `${F}, line 29; Form 8863 line 8`, '40% of the allowed American opportunity credit', ['form8863.line7']),
  line31: d('form1040.line31', 'Amount from Schedule 3, line 15', `${F}, line 31`, 'Schedule 3 line 15 (line 11 is the only Part II item computed)', ['schedule3.line11']),
  line32: d('form1040.line32', 'Total other payments and refundable credits', `${F}, line 32`, 'lines 27 + 28 + 29 + 31', ['form1040.line27', 'form1040.line28', 'form1040.line29', 'form1040.line31']),
  line33: d('form1040.line33', 'Total payments', `${F}, line 33`, 'lines 25d + 26 + 32', ['form1040.line25d', 'form1040.line26', 'form1040.line32']),
  line34: d('form1040.line34', 'Overpaid (refund)', `${F}, lines 34-35a`, 'line 33 - line 24 when positive', ['form1040.line33', 'form1040.line24']),
  line37: d('form1040.line37', 'Amount you owe', `${F}, line 37`, 'line 24 - line 33 when positive', ['form1040.line24', 'form1040.line33']),

  // Schedule 1 Part I
  s1line2a: d('schedule1.line2a', 'Alimony received', `${S1}, line 2a`, "'Alimony' other-income entries (taxable for divorce or separation instruments before 2019)"),
  s1line3: d('schedule1.line3', 'Business income or (loss)', `${S1}, line 3; Schedule C line 31`, 'Sum of Schedule C net profits: gross receipts - expenses of each business entry, and 1099-NEC/MISC nonemployee compensation', ['otherIncomeEntries[Business].businessData', 'contractor1099Data[].nonemployeeCompensation']),
  s1line5: d('schedule1.line5', 'Rental real estate and royalties', `${S1}, line 5; Schedule E line 26`, 'rental net after the vacation-home rules and the passive loss allowance, plus royalties', ['otherIncomeEntries[Rental].rentalData', 'contractor1099Data[].rentIncome', 'contractor1099Data[].royalties']),
  s1line7: d('schedule1.line7', 'Unemployment compensation', `${S1}, line 7`, '1099-G box 1 + the hand-typed remainder of the unemployment totals over the documents', ['investmentData[1099-g].unemploymentCompensation', 'unemploymentIncome', 'unemploymentCompensation']),
  s1line8b: d('schedule1.line8b', 'Gambling winnings', `${S1}, line 8b`, "'Gambling Winnings' entries"),
  s1line8h: d('schedule1.line8h', 'Jury duty pay', `${S1}, line 8h`, "'Jury Duty' entries"),
  s1line8i: d('schedule1.line8i', 'Prizes and awards', `${S1}, line 8i`, "'Awards/Prizes' entries"),
  s1line8j: d('schedule1.line8j', 'Activity not engaged in for profit income', `${S1}, line 8j`, "'Hobby Income' entries"),
  s1line8r: d('schedule1.line8r', 'Scholarship and fellowship grants not on a W-2', `${S1}, line 8r`, "'Scholarships/Grants' entries (the taxable part)"),
  s1line8z: d('schedule1.line8z', 'Other income', `${S1}, line 8z`, "'Other' and 'Gift Cards' entries, giftCardIncome, 1099-MISC box 3"),
  s1line9: d('schedule1.line9', 'Total other income', `${S1}, line 9`, 'lines 8a through 8z', ['schedule1.line8b', 'schedule1.line8h', 'schedule1.line8i', 'schedule1.line8j', 'schedule1.line8r', 'schedule1.line8z']),
  s1line10: d('schedule1.line10', 'Additional income', `${S1}, line 10`, 'lines 1 through 7 + line 9', ['schedule1.line2a', 'schedule1.line3', 'schedule1.line5', 'schedule1.line7', 'schedule1.line9']),
  // Schedule 1 Part II
  s1line11: d('schedule1.line11', 'Educator expenses', `${S1}, line 11; IRC §62(a)(2)(D)`, 'smaller of the educator-expenses entry or 300', ["deductions.business['educator-expenses']"]),
  s1line13: d('schedule1.line13', 'Health savings account deduction', `${S1}, line 13; Form 8889 line 13`, 'smaller of contributions or the 2024 limit (4,150 self-only / 8,300 family, +1,000 at 55) less employer contributions (W-2 box 12 code W)', ["deductions.health['hsa']", 'w2Data[].box12.codeW']),
  s1line15: d('schedule1.line15', 'Deductible part of self-employment tax', `${S1}, line 15; Schedule SE line 13`, 'Sum of Schedule SE line 13', ['scheduleSE.taxpayer.line13', 'scheduleSE.spouse.line13']),
  s1line16: d('schedule1.line16', 'Self-employed SEP, SIMPLE and qualified plans', `${S1}, line 16; Pub 560`, "'Retirement Contributions' business expense rows, within the solo 401(k) limit"),
  s1line17: d('schedule1.line17', 'Self-employed health insurance deduction', `${S1}, line 17; Form 7206`, "'Health Insurance Premiums' business expense rows, up to net profit - half SE tax - line 16"),
  s1line18: d('schedule1.line18', 'Penalty on early withdrawal of savings', `${S1}, line 18`, '1099-INT / 1099-OID box 2'),
  s1line19a: d('schedule1.line19a', 'Alimony paid', `${S1}, line 19a`, 'alimony entry or alimonyPaid (instruments before 2019)', ["deductions.other['alimony']", 'alimonyPaid']),
  s1line20: d('schedule1.line20', 'IRA deduction', `${S1}, line 20; IRA Deduction Worksheet; Pub 590-A`, 'contributions up to 7,000 (+1,000 at 50) per person, limited to compensation and, if covered by a workplace plan, the MAGI phase-out', ["deductions.retirement['ira-contributions']", 'iraContributions']),
  s1line21: d('schedule1.line21', 'Student loan interest deduction', `${S1}, line 21; Student Loan Interest Deduction Worksheet`, 'smaller of interest or 2,500, reduced by (MAGI - 80,000) / 15,000 (165,000 / 30,000 MFJ); 0 for MFS', ["deductions['student-loan']['student-loan-interest']", 'studentLoanInterest']),
  s1line26: d('schedule1.line26', 'Adjustments to income', `${S1}, line 26`, 'lines 11 through 25', ['schedule1.line11', 'schedule1.line13', 'schedule1.line15', 'schedule1.line16', 'schedule1.line17', 'schedule1.line18', 'schedule1.line19a', 'schedule1.line20', 'schedule1.line21']),

  // Schedule A
  saLine4: d('scheduleA.line4', 'Medical and dental expenses over 7.5% of AGI', `${SA}, lines 1-4`, 'max(0, medical expenses + eligible long-term care premiums - 7.5% x AGI)', ["deductions.health['medical-expenses']", "deductions.health['long-term-care']", 'medicalExpenses', 'form1040.line11']),
  saLine5a: d('scheduleA.line5a', 'State and local income taxes (or sales taxes)', `${SA}, line 5a`, 'larger of the state-taxes entry or the state and local income tax withheld (W-2 boxes 17 and 19, 1099 state withholding), or the sales-tax entry if larger', ["deductions['state-local']['state-taxes']", "deductions['state-local']['sales-tax']", 'w2Data[].stateTax']),
  saLine5b: d('scheduleA.line5b', 'State and local real estate taxes', `${SA}, line 5b`, 'larger of the real-estate-taxes entry or propertyTax', ["deductions.mortgage['real-estate-taxes']", 'propertyTax']),
  saLine5c: d('scheduleA.line5c', 'State and local personal property taxes', `${SA}, line 5c`, 'vehicle-tax entry', ["deductions.mortgage['vehicle-tax']"]),
  saLine5e: d('scheduleA.line5e', 'State and local taxes after the cap', `${SA}, line 5e`, 'smaller of lines 5a + 5b + 5c or 10,000 (5,000 MFS)', ['scheduleA.line5a', 'scheduleA.line5b', 'scheduleA.line5c']),
  saLine8a: d('scheduleA.line8a', 'Home mortgage interest (Form 1098)', `${SA}, line 8a`, 'larger of the mortgage-interest entry or mortgageInterest', ["deductions.mortgage['mortgage-interest']", 'mortgageInterest']),
  saLine9: d('scheduleA.line9', 'Investment interest', `${SA}, line 9; Form 4952`, 'investment-loan interest up to net investment income (interest + nonqualified dividends)', ["deductions.retirement['investment-loan']"]),
  saLine14: d('scheduleA.line14', 'Gifts to charity', `${SA}, lines 11-14; Pub 526`, 'cash (with the 2023 carryover) up to 60% of AGI + noncash up to 30% of AGI and 50% of AGI less cash', ["deductions.charitable['cash-donations']", "deductions.charitable['volunteer-mileage']", "deductions.charitable['non-cash-donations']", "deductions.charitable['donation-carryover']", 'charitableContributions', 'form1040.line11']),
  saLine15: d('scheduleA.line15', 'Casualty and theft losses (federally declared disaster)', `${SA}, line 15; Form 4684`, 'max(0, losses - 100 - 10% of AGI)', ["deductions.mortgage['casualty-loss']", "credits['special-situations']['disaster-losses']"]),
  saLine17: d('scheduleA.line17', 'Total itemized deductions', `${SA}, line 17`, 'lines 4 + 7 + 10 + 14 + 15 + 16', ['scheduleA.line4', 'scheduleA.line5e', 'scheduleA.line8a', 'scheduleA.line9', 'scheduleA.line14', 'scheduleA.line15']),

  qbiLine1: d('form8995.line1', 'Qualified business income', 'Form 8995 (2024), lines 1-2', 'Schedule C net profit - deductible part of SE tax - SE health insurance - SE retirement plan deduction (attributable parts)', ['schedule1.line3', 'schedule1.line15', 'schedule1.line16', 'schedule1.line17']),
  qbiCarry: d('form8995.line16', 'Qualified business loss carryforward', 'Form 8995 (2024), line 16', 'negative QBI carried to 2025', ['form8995.line1']),

  // Schedule 2 (2024 layout: line 1a-1z additions to tax, line 2 AMT, line 3 to Form 1040 line 17)
  s2line2: d('schedule2.line2', 'Alternative minimum tax', `${S2}, line 2; Form 6251 line 11`, 'Form 6251 line 11', ['form6251.line11']),
  s2line3: d('schedule2.line3', 'Additions to tax and AMT', `${S2}, line 3`, 'line 1z (none computed: no premium tax credit) + line 2', ['schedule2.line2']),
  s2line4: d('schedule2.line4', 'Self-employment tax', `${S2}, line 4`, 'Sum of Schedule SE line 12', ['scheduleSE.taxpayer.line12', 'scheduleSE.spouse.line12']),
  s2line8: d('schedule2.line8', 'Additional tax on early distributions', `${S2}, line 8; Form 5329 Part I`, '10% of taxable 1099-R distributions with code 1'),
  s2line11: d('schedule2.line11', 'Additional Medicare Tax', `${S2}, line 11`, 'Form 8959 line 18', ['form8959.line18']),
  s2line12: d('schedule2.line12', 'Net investment income tax', `${S2}, line 12`, 'Form 8960 line 17', ['form8960.line17']),
  s2line21: d('schedule2.line21', 'Total other taxes', `${S2}, line 21`, 'lines 4 + 8 + 11 + 12', ['schedule2.line4', 'schedule2.line8', 'schedule2.line11', 'schedule2.line12']),

  // Schedule 3 and credits
  care: d('form2441.line11', 'Credit for child and dependent care expenses', 'Form 2441 (2024), lines 2-11; Schedule 3 line 2', 'smaller of expenses, 3,000 / 6,000 less excluded benefits, and each spouse\'s earned income, x the AGI rate (35% down to 20%), limited to tax', ["credits['child-family']['child-care-expenses']", 'dependents', 'form1040.line11']),
  education: d('form8863.line19', 'Nonrefundable education credits', 'Form 8863 (2024), lines 9-19; Schedule 3 line 3', '60% of the AOTC + 20% of up to 10,000 lifetime-learning expenses, x the MAGI fraction (80,000-90,000; 160,000-180,000 MFJ), limited to tax', ["credits.education['college-credit-first-4']", "credits.education['college-job-training']"]),
  aotcTotal: d('form8863.line7', 'American opportunity credit after the phase-out', 'Form 8863 (2024), lines 1-7', '(100% of the first 2,000 + 25% of the next 2,000 per student) x MAGI fraction', ["credits.education['college-credit-first-4']"]),
  savers: d('form8880.line12', "Retirement savings contributions credit (saver's credit)", 'Form 8880 (2024); Schedule 3 line 4', 'contributions up to 2,000 per person (IRA, W-2 box 12 code D, entered contributions) x 50% / 20% / 10% by AGI, limited to tax', ["credits['retirement-savings']", 'w2Data[].box12.codeD', 'iraContributions', 'form1040.line11']),
  energy: d('form5695.line15', 'Residential clean energy credit', 'Form 5695 (2024) Part I, lines 1-15; Schedule 3 line 5a', '30% of the costs, limited to tax (the rest carries forward, line 16)', ["credits['home-energy']['solar-energy-upgrades']"]),
  adoption: d('form8839.line16', 'Adoption credit', 'Form 8839 (2024), lines 2-16; Schedule 3 line 6c', 'expenses up to 16,810 less the MAGI phase-out (252,150-292,150), limited to tax', ["credits['child-family']['adoption-expenses']"]),
  s3line8: d('schedule3.line8', 'Total nonrefundable credits (Schedule 3)', `${S3}, line 8`, 'lines 2 + 3 + 4 + 5a + 6c', ['form2441.line11', 'form8863.line19', 'form8880.line12', 'form5695.line15', 'form8839.line16']),
  ctc12: d('schedule8812.line12', 'Child tax credit and credit for other dependents before the tax limit', 'Schedule 8812 (2024), lines 4-12', '2,000 x qualifying children + 500 x other dependents, less 50 per 1,000 of MAGI over 200,000 (400,000 MFJ)', ['dependents', 'form1040.line11']),
  ctc13: d('schedule8812.line13', 'Credit Limit Worksheet A', 'Schedule 8812 (2024), line 13; Credit Limit Worksheet A', 'Form 1040 line 18 - Schedule 3 lines 1, 2, 3, 4, 5b - Credit Limit Worksheet B line 15 (the adoption and residential clean energy credits, when Worksheet B applies)', ['form1040.line18', 'form2441.line11', 'form8863.line19', 'form8880.line12', 'form8839.line16', 'form5695.line15']),
  ctcWorksheetB: d('schedule8812.worksheetB.line14', 'Child tax credit that cannot be refundable (Credit Limit Worksheet B)', 'Instructions for Schedule 8812 (2024), Credit Limit Worksheet B, lines 1-14', 'line 12 of Schedule 8812 - smaller of (1,700 x qualifying children) or the larger of 15% of earned income over 2,500 and (3+ children) social security and Medicare taxes over the EIC and Schedule 3 line 11; used by the adoption and clean energy credit limits instead of Form 1040 line 19', ['schedule8812.line12', 'eic.earnedIncome']),
  s3line11: d('schedule3.line11', 'Excess social security tax withheld', `${S3}, line 11; i1040 Schedule 3 line 11; Pub 505 ch. 3`, "each person's W-2 box 4 from two or more employers over 10,453.20 (6.2% of 168,600), each employer counted up to 10,453.20", ['w2Data[].socialSecurityTaxWithheld', 'w2Data[].owner', 'w2Data[].employerEIN']),
  eicEarned: d('eic.earnedIncome', 'Earned income for the EIC', 'EIC Worksheet A line 1 / Worksheet B (i1040 line 27)', 'wages + net earnings from self-employment - deductible part of SE tax'),
};

export type { FederalCredits };

/** Internal result: everything the public API and the states need. */
export interface Form1040Computation {
  status: FilingStatus;
  facts: ReturnFacts;
  /** The dependents worksheet every form and the states read. */
  dependents: DependentsWorksheet;
  lines: Lines;
  wages: number;
  taxableInterest: number;
  taxExemptInterest: number;
  ordinaryDividends: number;
  qualifiedDividends: number;
  capitalGainLine7: number;
  shortTermNet: number;
  longTermNet: number;
  scheduleDNet: number;
  capitalLossDeduction: number;
  capitalLossCarryforward: number;
  taxableIra: number;
  taxablePensions: number;
  socialSecurityBenefits: number;
  taxableSocialSecurity: number;
  businessIncome: number;
  rentalIncome: number;
  unemployment: number;
  otherIncome: number;
  additionalIncome: number;
  totalIncome: number;
  adjustments: number;
  halfSeTax: number;
  iraDeduction: number;
  agi: number;
  standardDeduction: number;
  itemizedDeductions: number;
  itemizes: boolean;
  itemized: { medical: number; salt: number; stateLocalIncomeTax: number; realEstateTax: number; mortgageInterest: number; charitable: number; other: number };
  qbiDeduction: number;
  taxableIncome: number;
  regularTax: number;
  line18: number;
  selfEmploymentTax: number;
  alternativeMinimumTax: number;
  additionalMedicareTax: number;
  netInvestmentIncomeTax: number;
  earlyDistributionTax: number;
  otherTaxes: number;
  nonrefundableCredits: number;
  refundableCredits: number;
  taxAfterNonrefundable: number;
  totalTax: number;
  withholding: number;
  estimatedPayments: number;
  totalPayments: number;
  refund: number;
  amountDue: number;
  credits: FederalCredits;
  marginalRate: number;
  taxpayerAge: number | null;
  spouseAge: number | null;
}

/** EIC without a qualifying child: 25 to 64 at the end of 2024 (unknown age: assumed in range). */
function eicAgeRange(p: PersonFacts | null): boolean {
  return p !== null && (p.age === null || (p.age >= EIC_NO_CHILD_MIN_AGE && p.age < AGE_65));
}

/** At least this age at the end of 2024 (unknown age: no). */
function ageAtLeast(p: PersonFacts | null, age: number): boolean {
  return p !== null && p.age !== null && p.age >= age;
}

/**
 * Sub-item id -> its largest amount across the categories of a deductions/credits map, in one pass: the
 * calculators read the same sub-item under several group names (spec 3 §3: 'state-local' and 'stateLocal', ...).
 */
function flattenAmounts(map: Record<string, Record<string, number>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const category in map) {
    const items = map[category];
    if (!items || typeof items !== 'object') continue;
    for (const id in items) {
      const value = items[id];
      if (typeof value === 'number' && value > (out.get(id) ?? 0)) out.set(id, value);
    }
  }
  return out;
}

function item(flat: Map<string, number>, id: string): number {
  return flat.get(id) ?? 0;
}

function ticked(flat: Map<string, number>, id: string): boolean {
  return item(flat, id) > 0;
}

interface LaterCredits {
  adoption: number;
  adoptionCarry: number;
  energy: number;
  energyCarry: number;
}

/**
 * Form 8839 (Schedule 3 line 6c), then Form 5695 Part I (line 5a): each limited by the tax left (their credit
 * limit worksheets: after the child tax credit, or Credit Limit Worksheet B line 14 in its place), the adoption
 * credit first (IRC §25D(c) counts the other subpart A credits before §25D).
 */
function adoptionAndEnergyCredits(lines: Lines, adoptionExpenses: number, energyCosts: number, agi: number, taxLeft: number, status: FilingStatus): LaterCredits {
  const out: LaterCredits = { adoption: 0, adoptionCarry: 0, energy: 0, energyCarry: 0 };
  if (adoptionExpenses > 0) {
    const r = form8839(adoptionExpenses, agi, taxLeft);
    out.adoption = lines.put(L.adoption, r.credit, `One eligible child assumed.${r.carryforward > 0 ? ` ${r.carryforward} carries forward.` : ''}${status === 'married-separate' ? ' Married filing separately generally cannot claim it (not collected: living apart).' : ''}`);
    out.adoptionCarry = r.carryforward;
  }
  if (energyCosts > 0) {
    const r = form5695(energyCosts, taxLeft - out.adoption);
    out.energy = lines.put(L.energy, r.line15, r.line16 > 0 ? `${r.line16} carries forward to 2025 (line 16).` : undefined);
    out.energyCarry = r.line16;
  }
  return out;
}

export function computeForm1040(form: Form1040Data, statusNote: string | null = null): Form1040Computation {
  const lines = new Lines();
  const facts = readReturnFacts(form, statusNote);
  const status = facts.status;
  const { taxpayer, spouse } = facts;
  const joint = status === 'married-joint';
  const livedApart = form.livedApartFromSpouseAllYear === true;
  const deductionsMap = flattenAmounts(form.deductions);
  const creditsMap = flattenAmounts(form.credits);

  // ---- Income ----
  const line1a = lines.put(L.line1a, dollars(taxpayer.wages + (spouse?.wages ?? 0)));
  const benefits = taxpayer.dependentCareBenefits + (spouse?.dependentCareBenefits ?? 0);
  const careExclusionLimit = status === 'married-separate' ? DEPENDENT_CARE_EXCLUSION / 2 : DEPENDENT_CARE_EXCLUSION;
  const excludedBenefits = Math.min(benefits, careExclusionLimit);
  const line1e = benefits > careExclusionLimit ? lines.put(L.line1e, dollars(benefits - careExclusionLimit)) : 0;
  const line1z = lines.put(L.line1z, line1a + line1e);
  const line2a = facts.taxExemptInterest > 0 ? lines.put(L.line2a, dollars(facts.taxExemptInterest)) : 0;
  const line2b = lines.put(L.line2b, dollars(facts.taxableInterestDocuments + facts.taxableInterestRemainder));
  const line3b = lines.put(L.line3b, dollars(facts.ordinaryDividendsDocuments + facts.ordinaryDividendsRemainder));
  const line3a = lines.put(L.line3a, Math.min(dollars(facts.qualifiedDividends), Math.max(0, line3b)));
  if (facts.ordinaryDividendsRemainder > 0) lines.note(L.line3a, 'Dividends typed by hand have no 1099-DIV box 1b detail and are treated as not qualified.');
  if (facts.iraDistributions > 0) {
    lines.put(L.line4a, dollars(facts.iraDistributions));
  }
  const line4b = facts.iraDistributions > 0 ? lines.put(L.line4b, dollars(facts.iraDistributionsTaxable)) : 0;
  if (facts.pensions > 0) lines.put(L.line5a, dollars(facts.pensions));
  const line5b = facts.pensions > 0 ? lines.put(L.line5b, dollars(facts.pensionsTaxable)) : 0;

  // Schedule C and SE, per person.
  let netProfitTaxpayer = 0;
  let netProfitSpouse = 0;
  let healthInsurance = 0;
  let planContributions = 0;
  for (const b of facts.businesses) {
    const net = b.grossReceipts - b.expenses;
    if (b.owner === 'spouse') netProfitSpouse += net;
    else netProfitTaxpayer += net;
    healthInsurance += b.healthInsurance;
    planContributions += b.retirementContributions;
  }
  const s1line3 = facts.businesses.length > 0 ? lines.put(L.s1line3, dollars(netProfitTaxpayer + netProfitSpouse)) : 0;
  const noSe = { netEarnings: 0, tax: 0, deduction: 0 };
  const seTaxpayer = netProfitTaxpayer !== 0 ? computeScheduleSE(lines, 'taxpayer', netProfitTaxpayer, taxpayer.socialSecurityWages) : noSe;
  const seSpouse = spouse && netProfitSpouse !== 0 ? computeScheduleSE(lines, 'spouse', netProfitSpouse, spouse.socialSecurityWages) : noSe;
  const selfEmploymentTax = seTaxpayer.tax + seSpouse.tax;
  const halfSeTax = seTaxpayer.deduction + seSpouse.deduction;

  // Schedule D
  const scheduleD = computeScheduleD(
    lines, status, facts.transactions, facts.capitalGainRemainder + facts.cryptoGains, facts.capitalGainDistributions,
    facts.shortTermCarryover, facts.longTermCarryover, facts.collectiblesGain, facts.unrecaptured1250Gain,
  );
  const line7 = lines.put(L.line7, dollars(scheduleD.line7OfForm1040));
  if (facts.cryptoGains !== 0 || facts.capitalGainRemainder !== 0)
    lines.note(L.line7, 'Capital gains typed by hand and crypto entries carry no holding period and are treated as short term (Schedule D line 1-3).');

  // Other Schedule 1 income
  const s1line2a = facts.alimonyReceived ? lines.put(L.s1line2a, dollars(facts.alimonyReceived)) : 0;
  const s1line7 = facts.unemployment ? lines.put(L.s1line7, dollars(facts.unemployment)) : 0;
  const s1line8b = facts.gambling ? lines.put(L.s1line8b, dollars(facts.gambling)) : 0;
  const s1line8h = facts.juryDuty ? lines.put(L.s1line8h, dollars(facts.juryDuty)) : 0;
  const s1line8i = facts.prizes ? lines.put(L.s1line8i, dollars(facts.prizes)) : 0;
  const s1line8j = facts.hobby ? lines.put(L.s1line8j, dollars(facts.hobby)) : 0;
  const s1line8r = facts.scholarships ? lines.put(L.s1line8r, dollars(facts.scholarships)) : 0;
  const s1line8z = facts.otherIncome ? lines.put(L.s1line8z, dollars(facts.otherIncome)) : 0;
  const s1line9 = lines.put(L.s1line9, s1line8b + s1line8h + s1line8i + s1line8j + s1line8r + s1line8z);

  // Adjustments that do not depend on AGI.
  const educator = item(deductionsMap, 'educator-expenses');
  const s1line11 = educator > 0 ? lines.put(L.s1line11, dollars(Math.min(educator, EDUCATOR_EXPENSE_LIMIT))) : 0;
  const hsaContributions = item(deductionsMap, 'hsa');
  const familyCoverage = joint || facts.dependents.length > 0;
  const s1line13 = hsaContributions > 0
    ? lines.put(
        L.s1line13,
        dollars(hsaDeduction(hsaContributions, familyCoverage, ageAtLeast(taxpayer, AGE_55), taxpayer.hsaEmployerContributions + (spouse?.hsaEmployerContributions ?? 0))),
        `${familyCoverage ? 'Family' : 'Self-only'} coverage assumed (${familyCoverage ? 'spouse or dependents on the return' : 'no spouse or dependents'}); 2024 limits are 4,150 / 8,300 (Rev. Proc. 2023-23).`,
      )
    : 0;
  const s1line15 = halfSeTax > 0 ? lines.put(L.s1line15, halfSeTax) : 0;
  const totalNetProfit = netProfitTaxpayer + netProfitSpouse;
  const s1line16 = planContributions > 0
    ? lines.put(L.s1line16, dollars(selfEmployedRetirementDeduction(planContributions, totalNetProfit, halfSeTax, ageAtLeast(taxpayer, AGE_50), taxpayer.electiveDeferrals)))
    : 0;
  const s1line17 = healthInsurance > 0 ? lines.put(L.s1line17, dollars(selfEmployedHealthInsuranceDeduction(healthInsurance, totalNetProfit, halfSeTax, s1line16))) : 0;
  const s1line18 = facts.earlyWithdrawalPenalty > 0 ? lines.put(L.s1line18, dollars(facts.earlyWithdrawalPenalty)) : 0;
  const alimonyPaid = Math.max(item(deductionsMap, 'alimony'), form.alimonyPaid);
  const s1line19a = alimonyPaid > 0 ? lines.put(L.s1line19a, dollars(alimonyPaid), 'Deductible only under a divorce or separation instrument executed before 2019 (assumed).') : 0;
  const adjustmentsBeforeIra = s1line11 + s1line13 + s1line15 + s1line16 + s1line17 + s1line18 + s1line19a;

  // Schedule E: modified AGI for the passive loss allowance excludes the rental loss, taxable social security,
  // the IRA deduction and student loan interest (Form 8582 instructions, line 6).
  let rentalNet = 0;
  const rentalNotes: string[] = [];
  for (const rental of facts.rentals) {
    const r = rentalPropertyNet(rental);
    rentalNet += r.net;
    if (r.note) rentalNotes.push(r.note);
  }
  const incomeBeforeRental = line1z + line2b + line3b + line4b + line5b + line7 + s1line2a + s1line3 + s1line7 + s1line9 + facts.royalties;
  let s1line5 = 0;
  if (facts.rentals.length > 0 || facts.royalties !== 0) {
    let allowedRental = rentalNet;
    if (rentalNet < 0) {
      const allowed = allowedRentalLoss(rentalNet, incomeBeforeRental - adjustmentsBeforeIra, status, livedApart);
      allowedRental = -allowed;
      if (allowed < -rentalNet) rentalNotes.push(`Passive activity loss limited to ${dollars(allowed)} (Form 8582; 25,000 allowance less half of modified AGI over 100,000); ${dollars(-rentalNet - allowed)} is carried forward.`);
    }
    s1line5 = lines.put(L.s1line5, dollars(allowedRental + facts.royalties), rentalNotes.length ? rentalNotes.join(' ') : undefined);
  }
  const s1line10 = lines.put(L.s1line10, s1line2a + s1line3 + s1line5 + s1line7 + s1line9);
  const line8 = lines.put(L.line8, s1line10);

  // Social security (with the IRA deduction when covered: Pub 590-A Appendix B order).
  const incomeWithoutSocialSecurity = line1z + line2b + line3b + line4b + line5b + line7 + line8;
  const iraContributions = Math.max(item(deductionsMap, 'ira-contributions'), form.iraContributions);
  const studentLoanInterest = Math.max(item(deductionsMap, 'student-loan-interest'), form.studentLoanInterest);
  const benefitsTotal = facts.socialSecurityBenefits;
  let taxableSs = 0;
  let iraDeductionAmount = 0;
  if (iraContributions > 0) {
    const preliminarySs = benefitsTotal > 0
      ? computeTaxableSsSilently(benefitsTotal, incomeWithoutSocialSecurity, line2a, adjustmentsBeforeIra, status, livedApart)
      : 0;
    const iraMagi = incomeWithoutSocialSecurity + preliminarySs - adjustmentsBeforeIra;
    // Compensation (Pub 590-A): wages, net SE earnings less half SE tax, taxable alimony.
    const taxpayerIra = { age50: ageAtLeast(taxpayer, AGE_50), compensation: taxpayer.wages + Math.max(0, netProfitTaxpayer - seTaxpayer.deduction) + s1line2a, covered: taxpayer.coveredByPlan };
    const spouseIra = spouse ? { age50: ageAtLeast(spouse, AGE_50), compensation: spouse.wages + Math.max(0, netProfitSpouse - seSpouse.deduction), covered: spouse.coveredByPlan } : null;
    iraDeductionAmount = dollars(iraDeduction(iraContributions, iraMagi, status, taxpayerIra, spouseIra));
    const notes: string[] = [];
    if (taxpayer.ageUnknownReason) notes.push(`Taxpayer's ${taxpayer.ageUnknownReason}: treated as under 50 (no 1,000 catch-up).`);
    if (taxpayer.coveredByPlan || spouse?.coveredByPlan) notes.push(`Covered by a workplace plan (W-2 box 13): phase-out applied at modified AGI ${dollars(iraMagi)}.`);
    lines.put(L.s1line20, iraDeductionAmount, notes.length ? notes.join(' ') : undefined);
  }
  if (benefitsTotal > 0) {
    lines.put(L.line6a, dollars(benefitsTotal));
    taxableSs = computeSocialSecurityWorksheet(lines, benefitsTotal, incomeWithoutSocialSecurity, line2a, adjustmentsBeforeIra + iraDeductionAmount, status, livedApart);
    lines.put(L.line6b, taxableSs);
  }
  const line9 = lines.put(L.line9, incomeWithoutSocialSecurity + taxableSs);

  // Student loan interest: MAGI is AGI before this deduction (worksheet line 4).
  let s1line21 = 0;
  if (studentLoanInterest > 0) {
    const magi = line9 - adjustmentsBeforeIra - iraDeductionAmount;
    s1line21 = lines.put(
      L.s1line21,
      dollars(studentLoanInterestDeduction(studentLoanInterest, magi, status)),
      status === 'married-separate' ? 'Married filing separately cannot take the student loan interest deduction.' : undefined,
    );
  }
  const s1line26 = lines.put(L.s1line26, adjustmentsBeforeIra + iraDeductionAmount + s1line21);
  const line10 = lines.put(L.line10, s1line26);
  const agi = lines.put(L.line11, line9 - line10);

  // ---- Deductions ----
  let boxes = 0;
  const ageNotes: string[] = [];
  if (ageAtLeast(taxpayer, AGE_65)) boxes++;
  else if (taxpayer.ageUnknownReason) ageNotes.push(`Taxpayer's ${taxpayer.ageUnknownReason}: treated as under 65.`);
  if (taxpayer.blind) boxes++;
  if (spouse) {
    if (ageAtLeast(spouse, AGE_65)) boxes++;
    else if (spouse.ageUnknownReason) ageNotes.push(`Spouse's ${spouse.ageUnknownReason}: treated as under 65.`);
    if (spouse.blind) boxes++;
  }
  if (statusNote) ageNotes.push(statusNote);
  const std = lines.put(L.standard, standardDeduction(status, boxes), ageNotes.length ? ageNotes.join(' ') : undefined);

  const medical =
    Math.max(item(deductionsMap, 'medical-expenses'), form.medicalExpenses) +
    Math.min(item(deductionsMap, 'long-term-care'), longTermCarePremiumLimit(taxpayer.age));
  const withheldStateLocal = facts.stateWithholding + facts.localIncomeTax;
  const stateTaxes = Math.max(item(deductionsMap, 'state-taxes'), withheldStateLocal);
  const salesTax = item(deductionsMap, 'sales-tax');
  const nonqualifiedDividends = Math.max(0, line3b - line3a);
  const a = scheduleA(
    {
      medical,
      stateLocalIncomeOrSalesTax: Math.max(stateTaxes, salesTax),
      realEstateTax: Math.max(item(deductionsMap, 'real-estate-taxes'), form.propertyTax),
      personalPropertyTax: item(deductionsMap, 'vehicle-tax'),
      mortgageInterest: Math.max(item(deductionsMap, 'mortgage-interest'), form.mortgageInterest),
      investmentInterest: item(deductionsMap, 'investment-loan'),
      netInvestmentIncome: line2b + nonqualifiedDividends,
      charitableCash: Math.max(item(deductionsMap, 'cash-donations') + item(deductionsMap, 'volunteer-mileage'), form.charitableContributions),
      charitableNoncash: item(deductionsMap, 'non-cash-donations'),
      charitableCarryover: item(deductionsMap, 'donation-carryover'),
      casualtyLoss: Math.max(item(deductionsMap, 'casualty-loss'), item(creditsMap, 'disaster-losses')),
    },
    agi,
    status,
  );
  const itemizedTotal = dollars(a.line17);
  if (itemizedTotal > 0) {
    if (a.line4 > 0) lines.put(L.saLine4, dollars(a.line4));
    if (a.line5a + a.line5b + a.line5c > 0) {
      lines.put(L.saLine5a, dollars(a.line5a), salesTax > stateTaxes ? 'General sales taxes elected (larger than income taxes).' : undefined);
      lines.put(L.saLine5b, dollars(a.line5b));
      lines.put(L.saLine5c, dollars(a.line5c));
      lines.put(L.saLine5e, dollars(a.line5e));
    }
    if (a.line8a > 0) lines.put(L.saLine8a, dollars(a.line8a));
    if (a.line9 > 0) lines.put(L.saLine9, dollars(a.line9));
    if (a.line14 > 0) lines.put(L.saLine14, dollars(a.line14), a.charitableCarryforward > 0 ? `${dollars(a.charitableCarryforward)} over the AGI limits carries forward 5 years.` : undefined);
    if (a.line15 > 0) lines.put(L.saLine15, dollars(a.line15));
  }
  lines.put(L.saLine17, itemizedTotal);
  const itemizes = itemizedTotal > std;
  const line12 = lines.put(L.line12, itemizes ? itemizedTotal : std, itemizes ? 'Itemized deductions are larger than the standard deduction.' : 'The standard deduction is at least as large as the itemized deductions.');

  // ---- QBI (Form 8995) ----
  const netCapitalGainForTax = scheduleD.longTerm > 0 && scheduleD.net > 0 ? Math.min(scheduleD.longTerm, scheduleD.net) : 0;
  let qbi = 0;
  let line13 = 0;
  if (facts.businesses.length > 0) {
    const qbiAmount = dollars(totalNetProfit) - (totalNetProfit > 0 ? halfSeTax + s1line16 + s1line17 : 0);
    qbi = lines.put(L.qbiLine1, qbiAmount);
    const q = qbiDeduction(qbi, agi - line12, line3a + netCapitalGainForTax, status);
    line13 = dollars(q.deduction);
    if (q.lossCarryforward > 0) lines.put(L.qbiCarry, dollars(q.lossCarryforward));
    lines.put(L.line13, line13, q.aboveThreshold ? 'Taxable income before QBI is above the threshold: no W-2 wages or qualified property are collected, so the 20% is phased out (Form 8995-A Part III); a specified service business above the range gets 0 either way.' : undefined);
  } else lines.put(L.line13, 0);
  const line14 = lines.put(L.line14, line12 + line13);
  const taxableBeforeFloor = agi - line14;
  const line15 = lines.put(L.line15, Math.max(0, taxableBeforeFloor));
  const capitalLossCarryforward = computeCapitalLossCarryover(lines, scheduleD, taxableBeforeFloor);

  // ---- Tax ----
  let line16: number;
  let amtGains: CapitalGainWorksheetFacts | null = null;
  if (scheduleD.line18 > 0 || scheduleD.line19 > 0) {
    // Schedule D line 20 "No": lines 18 or 19 are more than zero (and lines 15 and 16 are gains).
    const w = computeScheduleDTaxWorksheet(lines, line15, line3a, scheduleD.longTerm, scheduleD.net, scheduleD.line18, scheduleD.line19, status);
    line16 = lines.put(L.line16, w.line47, 'Schedule D Tax Worksheet (28% rate gain or unrecaptured section 1250 gain).');
    amtGains = { gainAndDividends: w.line13, unrecaptured1250: scheduleD.line19, scheduleDWorksheetLine10: w.line10, line20Source: w.line14, line27Source: w.line21 };
  } else if (line3a > 0 || netCapitalGainForTax > 0) {
    line16 = computeQualifiedDividendsWorksheet(lines, line15, line3a, netCapitalGainForTax, status);
    lines.put(L.line16, line16, 'Qualified Dividends and Capital Gain Tax Worksheet (0% / 15% / 20%).');
    const qdcgtLine5 = Math.max(0, line15 - (line3a + netCapitalGainForTax));
    amtGains = { gainAndDividends: line3a + netCapitalGainForTax, unrecaptured1250: 0, scheduleDWorksheetLine10: null, line20Source: qdcgtLine5, line27Source: qdcgtLine5 };
  } else {
    line16 = lines.put(L.line16, taxOnOrdinaryIncome(line15, status), line15 < 100_000 ? '2024 Tax Table.' : '2024 Tax Computation Worksheet.');
  }
  // Form 6251: line 2a adds back the taxes of Schedule A line 7 when itemizing, else the standard deduction.
  const amt = computeForm6251(
    lines,
    { status, line1: line15 > 0 ? line15 : taxableBeforeFloor, line2a: itemizes ? dollars(a.line5e) : line12, regularTax: line16, capitalGains: amtGains },
    itemizes,
  );
  const s2line2 = amt > 0 ? lines.put(L.s2line2, amt) : 0;
  const s2line3 = lines.put(L.s2line3, s2line2);
  const line17 = lines.put(L.line17, s2line3);
  const line18 = lines.put(L.line18, line16 + line17);

  // ---- Schedule 2 ----
  const s2line4 = selfEmploymentTax > 0 ? lines.put(L.s2line4, selfEmploymentTax) : 0;
  const s2line8 = facts.earlyDistributions > 0 ? lines.put(L.s2line8, dollars(facts.earlyDistributions * EARLY_DISTRIBUTION_RATE), 'Code 1 (early distribution, no known exception): Form 5329 exceptions are not collected.') : 0;
  const medicareWages = taxpayer.medicareWages + (spouse?.medicareWages ?? 0);
  const f8959 = computeForm8959(lines, status, medicareWages, seTaxpayer.netEarnings + seSpouse.netEarnings, taxpayer.medicareTaxWithheld + (spouse?.medicareTaxWithheld ?? 0));
  const s2line11 = f8959.tax > 0 ? lines.put(L.s2line11, f8959.tax) : 0;
  const investmentIncome = line2b + line3b + Math.max(line7, -3000) + s1line5;
  const niit = computeForm8960(lines, status, agi, investmentIncome, a.line9);
  const s2line12 = niit > 0 ? lines.put(L.s2line12, niit) : 0;
  const s2line21 = lines.put(L.s2line21, s2line4 + s2line8 + s2line11 + s2line12);

  // ---- Credits ----
  // Pub 596 Worksheet 1: interest (taxable and exempt), dividends, net capital gain, net rent and royalties.
  const eicInvestment = line2b + line2a + line3b + Math.max(0, line7) + Math.max(0, s1line5);
  const eicAge = eicAgeRange(taxpayer) || eicAgeRange(spouse);
  const ctcTicked = ticked(creditsMap, 'child-tax-credit');
  const careExpenses = item(creditsMap, 'child-care-expenses');
  const household = dependentsWorksheet(facts.dependents, { childTaxCreditClaimed: ctcTicked, careExpensesEntered: careExpenses > 0 });
  const qualifyingChildren = household.childTaxCreditChildren;
  const otherDependents = household.otherDependents;
  const careQualifying = household.childCareQualifyingPersons;
  const eicChildren = household.earnedIncomeCreditChildren;
  const dependentNotes = household.notes;

  const earnedTaxpayer = taxpayer.wages + (netProfitTaxpayer - seTaxpayer.deduction);
  const earnedSpouse = spouse ? spouse.wages + (netProfitSpouse - seSpouse.deduction) : 0;
  const earnedIncome = dollars(earnedTaxpayer + earnedSpouse + line1e);

  // Form 2441 (Schedule 3 line 2)
  let careCredit = 0;
  if (careExpenses > 0 || (careQualifying > 0 && benefits > 0)) {
    const r = form2441({
      status, qualifyingPersons: careQualifying, expenses: careExpenses, excludedBenefits, taxpayerEarnedIncome: earnedTaxpayer,
      spouseEarnedIncome: spouse ? earnedSpouse : null, agi, taxLimit: line18,
    });
    careCredit = lines.put(L.care, dollars(r.credit), status === 'married-separate' ? 'Married filing separately cannot take this credit (unless living apart, not collected).' : careQualifying === 0 ? 'No qualifying person (a dependent under 13, or disabled, who lived with you more than half the year).' : `${careQualifying} qualifying person(s); ${Math.round(r.line8 * 100)}% of ${dollars(r.line6)}.`);
  }
  // Form 8863 (Schedule 3 line 3, Form 1040 line 29)
  const aotcExpenses = item(creditsMap, 'college-credit-first-4');
  const llcExpenses = item(creditsMap, 'college-job-training');
  let educationCredit = 0;
  let aotcRefundable = 0;
  if (aotcExpenses > 0 || llcExpenses > 0) {
    const students = household.fullTimeStudents;
    const r = form8863(aotcExpenses, students, llcExpenses, agi, status, line18 - careCredit);
    aotcRefundable = r.refundable;
    lines.put(L.aotcTotal, r.refundable + r.aotcNonrefundable, `${Math.max(1, students)} eligible student(s) assumed (dependents marked full-time students, at least 1).`);
    educationCredit = lines.put(L.education, r.nonrefundable, status === 'married-separate' ? 'Married filing separately cannot take education credits.' : undefined);
  }
  // Form 8880 (Schedule 3 line 4): contributions proven by the data (IRA, W-2 box 12 code D) count even unticked.
  const enteredSavings = item(creditsMap, 'self-employed-retirement') + item(creditsMap, 'extra-401k-403b');
  const taxpayerSavings = taxpayer.electiveDeferrals + enteredSavings + (spouse ? Math.min(iraContributions, IRA_LIMIT + (ageAtLeast(taxpayer, AGE_50) ? IRA_CATCH_UP : 0)) : iraContributions);
  const spouseSavings = spouse ? spouse.electiveDeferrals + Math.max(0, iraContributions - Math.min(iraContributions, IRA_LIMIT + (ageAtLeast(taxpayer, AGE_50) ? IRA_CATCH_UP : 0))) : 0;
  let saversCredit = 0;
  if (taxpayerSavings + spouseSavings > 0) {
    const r = form8880(spouse ? [taxpayerSavings, spouseSavings] : [taxpayerSavings], agi, status, line18 - careCredit - educationCredit);
    saversCredit = lines.put(L.savers, r.credit, `${Math.round(r.line9 * 100)}% of ${r.line7} of contributions.${enteredSavings === 0 ? ' Computed from the W-2 and IRA data although the credit was not ticked.' : ''} Not available to full-time students or dependents of another (not collected).`);
  }
  // Schedule 3 line 11 (needed by Schedule 8812 Part II-B line 24 and Credit Limit Worksheet B line 10).
  const excessTaxpayer = excessSocialSecurityTax(taxpayer.socialSecurityTaxByEmployer);
  const excessSpouse = spouse ? excessSocialSecurityTax(spouse.socialSecurityTaxByEmployer) : null;
  const excessTotal = excessTaxpayer.excess + (excessSpouse?.excess ?? 0);
  let s3line11 = 0;
  if (excessTotal > 0 || excessTaxpayer.employerOverWithheld || excessSpouse?.employerOverWithheld) {
    const notes: string[] = [];
    if (excessTaxpayer.excess > 0) notes.push(`Taxpayer: ${excessTaxpayer.excess.toFixed(2)} over 10,453.20 from two or more employers.`);
    if (excessSpouse && excessSpouse.excess > 0) notes.push(`Spouse: ${excessSpouse.excess.toFixed(2)} over 10,453.20 from two or more employers.`);
    if (excessTaxpayer.employerOverWithheld || excessSpouse?.employerOverWithheld)
      notes.push('One employer withheld more than 10,453.20 by itself: ask that employer for the refund of that part; it is not claimed here.');
    s3line11 = lines.put(L.s3line11, dollars(excessTotal), notes.join(' '));
  }

  // Schedule 8812 (Form 1040 lines 19 and 28), then Form 8839 and Form 5695 Part I: the adoption and clean energy
  // credits come after the child tax credit (Credit Limit Worksheet A; IRC §23(b)(4), §25D(c)), unless Credit Limit
  // Worksheet B applies (a qualifying child and one of those credits): then they are limited first, by the tax left
  // after the part of the child tax credit that cannot be refundable, and the child tax credit takes what remains.
  const creditLimitA = Math.max(0, line18 - careCredit - educationCredit - saversCredit);
  const adoptionExpenses = item(creditsMap, 'adoption-expenses');
  const energyCosts = item(creditsMap, 'solar-energy-upgrades');
  let line19 = 0;
  let actc = 0;
  let ssMedicareWithheld = 0;
  let eicForActc = 0;
  if (qualifyingChildren + otherDependents > 0) {
    ssMedicareWithheld = taxpayer.socialSecurityTaxWithheld + taxpayer.medicareTaxWithheld + (spouse ? spouse.socialSecurityTaxWithheld + spouse.medicareTaxWithheld : 0) + halfSeTax;
    eicForActc = earnedIncomeCredit({ status, qualifyingChildren: eicChildren, earnedIncome, agi, investmentIncome: eicInvestment, meetsAgeTest: eicAge }).credit;
  }
  // Worksheet B: the adoption and clean energy credits first, limited by the tax left after the part of the
  // child tax credit that cannot be refundable (worksheet line 14), then the child tax credit (Worksheet A line 4).
  const worksheetB = qualifyingChildren > 0 && (adoptionExpenses > 0 || energyCosts > 0);
  let laterCredits: LaterCredits | null = null;
  let ctcLimit = creditLimitA;
  if (worksheetB) {
    const line12 = schedule8812Line12(qualifyingChildren, otherDependents, agi, status);
    const w = creditLimitWorksheetB({ line12, qualifyingChildren, earnedIncome, socialSecurityAndMedicareTaxes: ssMedicareWithheld, earnedIncomeCreditAndExcessSocialSecurity: eicForActc + s3line11 });
    const ctcAlreadyUsed = lines.put(L.ctcWorksheetB, w.line14);
    laterCredits = adoptionAndEnergyCredits(lines, adoptionExpenses, energyCosts, agi, creditLimitA - ctcAlreadyUsed, status);
    ctcLimit = creditLimitA - laterCredits.adoption - laterCredits.energy;
  }
  if (qualifyingChildren + otherDependents > 0) {
    const r = schedule8812({ qualifyingChildren, otherDependents, modifiedAgi: agi, status, taxLimit: ctcLimit, earnedIncome, socialSecurityAndMedicareTaxes: ssMedicareWithheld, earnedIncomeCredit: eicForActc, excessSocialSecurity: s3line11 });
    lines.put(L.ctc12, r.line12, `${qualifyingChildren} qualifying child(ren) under 17, ${otherDependents} other dependent(s).${dependentNotes.length ? ' ' + dependentNotes[0] : ''}${!ctcTicked && qualifyingChildren > 0 ? ' Computed from the dependents although the credit was not ticked.' : ''}`);
    lines.put(L.ctc13, Math.max(0, ctcLimit), worksheetB ? 'Credit Limit Worksheet B applies: the adoption and residential clean energy credits (worksheet line 15) were limited first and are subtracted here (Worksheet A line 4).' : undefined);
    line19 = r.line14;
    actc = r.line27;
  }
  if (!laterCredits) laterCredits = adoptionAndEnergyCredits(lines, adoptionExpenses, energyCosts, agi, creditLimitA - line19, status);
  const { adoption: adoptionCredit, adoptionCarry, energy: energyCredit, energyCarry } = laterCredits;
  lines.put(L.line19, line19);
  const s3line8 = lines.put(L.s3line8, careCredit + educationCredit + saversCredit + energyCredit + adoptionCredit);
  const line20 = lines.put(L.line20, s3line8);
  const line21 = lines.put(L.line21, line19 + line20);
  const line22 = lines.put(L.line22, Math.max(0, line18 - line21));
  const line23 = lines.put(L.line23, s2line21);
  const line24 = lines.put(L.line24, line22 + line23);

  // ---- Payments ----
  const line25a = lines.put(L.line25a, dollars(facts.w2FederalWithholding));
  const line25b = lines.put(L.line25b, dollars(facts.documentFederalWithholding));
  const line25c = lines.put(L.line25c, f8959.withholding);
  const line25d = lines.put(L.line25d, line25a + line25b + line25c);
  const line26 = lines.put(L.line26, dollars(facts.estimatedPayments));
  lines.put(L.eicEarned, earnedIncome);
  const eic = earnedIncomeCredit({ status, qualifyingChildren: eicChildren, earnedIncome, agi, investmentIncome: eicInvestment, meetsAgeTest: eicAge });
  const eicNotes = [eic.reason];
  if (!ticked(creditsMap, 'working-family-credit') && eic.credit > 0) eicNotes.push('Computed from the income and dependents although the credit was not ticked.');
  if (eicChildren === 0 && taxpayer.age === null) eicNotes.push(`Taxpayer's ${taxpayer.ageUnknownReason}: treated as 25 to 64.`);
  const line27 = lines.put(L.line27, eic.credit, eicNotes.join(' '));
  const line28 = lines.put(L.line28, actc);
  const line29 = lines.put(L.line29, aotcRefundable);
  const line31 = s3line11 > 0 ? lines.put(L.line31, s3line11) : 0;
  const line32 = lines.put(L.line32, line27 + line28 + line29 + line31);
  const line33 = lines.put(L.line33, line25d + line26 + line32);
  const refund = line33 > line24 ? lines.put(L.line34, line33 - line24) : 0;
  const amountDue = line24 > line33 ? lines.put(L.line37, line24 - line33) : 0;


  return {
    status, facts, lines,
    dependents: household,
    wages: line1z,
    taxableInterest: line2b,
    taxExemptInterest: line2a,
    ordinaryDividends: line3b,
    qualifiedDividends: line3a,
    capitalGainLine7: line7,
    shortTermNet: scheduleD.shortTerm,
    longTermNet: scheduleD.longTerm,
    scheduleDNet: scheduleD.net,
    capitalLossDeduction: scheduleD.lossDeduction,
    capitalLossCarryforward,
    taxableIra: line4b,
    taxablePensions: line5b,
    socialSecurityBenefits: dollars(benefitsTotal),
    taxableSocialSecurity: taxableSs,
    businessIncome: s1line3,
    rentalIncome: s1line5,
    unemployment: s1line7,
    otherIncome: s1line2a + s1line9,
    additionalIncome: s1line10,
    totalIncome: line9,
    adjustments: line10,
    halfSeTax,
    iraDeduction: iraDeductionAmount,
    agi,
    standardDeduction: std,
    itemizedDeductions: itemizedTotal,
    itemizes,
    itemized: {
      medical: dollars(a.line4),
      salt: dollars(a.line5e),
      stateLocalIncomeTax: dollars(a.line5a),
      realEstateTax: dollars(a.line5b),
      mortgageInterest: dollars(a.line8a),
      charitable: dollars(a.line14),
      other: dollars(a.line9 + a.line15),
    },
    qbiDeduction: line13,
    taxableIncome: line15,
    regularTax: line16,
    line18,
    selfEmploymentTax,
    alternativeMinimumTax: s2line2,
    additionalMedicareTax: s2line11,
    netInvestmentIncomeTax: s2line12,
    earlyDistributionTax: s2line8,
    otherTaxes: line23,
    nonrefundableCredits: line21,
    refundableCredits: line32,
    taxAfterNonrefundable: line22,
    totalTax: line24,
    withholding: line25d,
    estimatedPayments: line26,
    totalPayments: line33,
    refund,
    amountDue,
    credits: {
      childTaxCredit: line19,
      additionalChildTaxCredit: line28,
      childAndDependentCare: careCredit,
      educationNonrefundable: educationCredit,
      americanOpportunityRefundable: line29,
      saversCredit,
      residentialCleanEnergy: energyCredit,
      residentialCleanEnergyCarryforward: energyCarry,
      adoption: adoptionCredit,
      adoptionCarryforward: adoptionCarry,
      earnedIncomeCredit: line27,
      excessSocialSecurityWithheld: line31,
    },
    marginalRate: marginalRate(line15, status),
    taxpayerAge: taxpayer.age,
    spouseAge: spouse?.age ?? null,
  };
}

function computeTaxableSsSilently(benefits: number, other: number, exempt: number, adjustments: number, status: FilingStatus, livedApart: boolean): number {
  return dollars(taxableSocialSecurity(benefits, other, exempt, adjustments, status, livedApart));
}
