// Each box the 1099 reader reads, by its number on the 2024 form and its caption's words (2024 Forms 1099-INT,
// -DIV, -B, -R, -G, -OID, -MISC, -NEC and the SSA-1099, https://www.irs.gov/forms-pubs and ssa.gov). A statement
// lists boxes by these numbers, so a number read right tells the box when OCR garbled its caption.
import type { Form1099Kind } from '@taxapp/contracts/documents';

/** [box number, the reader's field, the caption's words]. */
export type NumberedBox = readonly [number: string, field: string, words: string];

const FEDERAL: NumberedBox = ['4', 'federalIncomeTaxWithheld', 'federal income tax withheld'];

export const BOX_NUMBERS: Record<Form1099Kind, readonly NumberedBox[]> = {
  '1099-int': [
    ['1', 'interestIncome', 'interest income'], ['2', 'earlyWithdrawalPenalty', 'early withdrawal penalty'],
    ['3', 'usSavingsBondsInterest', 'interest on us savings bonds and treasury obligations'], FEDERAL, ['5', 'investmentExpenses', 'investment expenses'],
    ['6', 'foreignTaxPaid', 'foreign tax paid'], ['8', 'taxExemptInterest', 'tax-exempt interest'], ['10', 'marketDiscount', 'market discount'],
    ['11', 'bondPremium', 'bond premium'], ['17', 'stateTaxWithheld', 'state tax withheld'],
  ],
  '1099-div': [
    ['1a', 'totalOrdinaryDividends', 'total ordinary dividends'], ['1b', 'qualifiedDividends', 'qualified dividends'],
    ['2a', 'totalCapitalGainDistributions', 'total capital gain distributions'], ['2b', 'unrecaptured1250Gain', 'unrecaptured section 1250 gain'],
    ['2c', 'section1202Gain', 'section 1202 gain'], ['2d', 'collectiblesGain', 'collectibles 28% gain'], ['3', 'nondividendDistributions', 'nondividend distributions'],
    FEDERAL, ['5', 'section199ADividends', 'section 199A dividends'], ['7', 'foreignTaxPaid', 'foreign tax paid'],
    ['16', 'stateTaxWithheld', 'state tax withheld'],
  ],
  '1099-b': [
    ['1d', 'proceedsFromSales', 'proceeds'], ['1e', 'costBasis', 'cost or other basis'], ['1g', 'washSaleAdjustment', 'wash sale loss disallowed'],
    FEDERAL, ['16', 'stateTaxWithheld', 'state tax withheld'],
  ],
  '1099-r': [
    ['1', 'grossDistribution', 'gross distribution'], ['2a', 'taxableAmount', 'taxable amount'], ['3', 'capitalGainAmount', 'capital gain included in box 2a'],
    FEDERAL, ['5', 'employeeContributions', 'employee contributions'], ['6', 'netUnrealizedAppreciation', 'net unrealized appreciation'],
    ['14', 'stateTaxWithheld', 'state tax withheld'],
  ],
  '1099-g': [
    ['1', 'unemploymentCompensation', 'unemployment compensation'], ['2', 'stateLocalIncomeTaxRefunds', 'state or local income tax refunds'],
    FEDERAL, ['5', 'rtccPayments', 'rtaa payments'], ['11', 'stateTaxWithheld', 'state income tax withheld'],
  ],
  '1099-oid': [
    ['1', 'originalIssueDiscount', 'original issue discount'], ['2', 'otherPeriodicInterest', 'other periodic interest'],
    ['3', 'earlyWithdrawalPenalty', 'early withdrawal penalty'], FEDERAL, ['5', 'marketDiscount', 'market discount'],
    ['6', 'acquisitionPremium', 'acquisition premium'], ['14', 'stateTaxWithheld', 'state tax withheld'],
  ],
  '1099-misc': [
    ['1', 'rentIncome', 'rents'], ['2', 'royalties', 'royalties'], ['3', 'otherIncome', 'other income'], FEDERAL,
    ['5', 'fishingBoatProceeds', 'fishing boat proceeds'], ['6', 'medicalPayments', 'medical and health care payments'],
    ['8', 'substitutePayments', 'substitute payments in lieu of dividends or interest'], ['9', 'cropInsuranceProceeds', 'crop insurance proceeds'],
    ['10', 'grossProceedsAttorney', 'gross proceeds paid to an attorney'], ['12', 'section409ADeferrals', 'section 409a deferrals'],
    ['14', 'excessGoldenParachute', 'excess golden parachute payments'], ['16', 'stateTaxWithheld', 'state tax withheld'],
  ],
  '1099-nec': [['1', 'nonemployeeCompensation', 'nonemployee compensation'], FEDERAL, ['5', 'stateTaxWithheld', 'state tax withheld']],
  'ssa-1099': [
    ['3', 'box3NetBenefits', 'benefits paid in 2024'], ['4', 'box4', 'benefits repaid to ssa in 2024'], ['5', 'box5NetBenefits', 'net benefits for 2024'],
    ['6', 'federalIncomeTaxWithheld', 'voluntary federal income tax withheld'],
  ],
};
