// The review's Income tab (spec 2 §2.4): a card per W-2 with every box the form keeps, the other income
// entries above 0, the 1099 section (manual totals, contractor 1099s, investment documents) and, when there
// is no income at all, the 'Missing Income Information' alert. No debug panel (ARCHITECTURE decision 6).
import { CONTRACTOR_1099_AMOUNT_FIELDS, type Contractor1099, type Form1040Data, type InvestmentDocument, type W2 } from '@taxapp/contracts/form';
import { amountOf, usd } from '../state/format';
import { Card, Muted, Row } from './styles';
import styled from 'styled-components';

const Alert = styled.div`
  border: 1px solid #b91c1c;
  background: #fef2f2;
  border-radius: 8px;
  padding: 12px 16px;
  h3 {
    margin: 0 0 4px;
    color: #7f1d1d;
  }
  p {
    margin: 0;
  }
`;

export const MISSING_INCOME_TITLE = 'Missing Income Information';
export const MISSING_INCOME_TEXT = 'Please upload your W2 form(s) in the Tax Documents section or add other income to see your income summary.';

/** 'washSaleAdjustment' -> 'Wash Sale Adjustment'. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The manual 1099 totals (spec 2 §3 'Manual totals') with the 1099 each stands for. */
const MANUAL_1099_TOTALS = [
  ['taxableInterest', 'Taxable Interest (1099-INT)'],
  ['interestIncome', 'Interest Income (1099-INT)'],
  ['dividends', 'Dividends (1099-DIV)'],
  ['dividendIncome', 'Dividend Income (1099-DIV)'],
  ['totalOrdinaryDividends', 'Total Ordinary Dividends (1099-DIV)'],
  ['capitalGains', 'Capital Gains (1099-B)'],
  ['bondIncome', 'Bond Income (1099-OID)'],
  ['originalIssueDiscount', 'Original Issue Discount (1099-OID)'],
  ['retirementIncome', 'Retirement Income (1099-R)'],
  ['unemploymentIncome', 'Unemployment Income (1099-G)'],
  ['unemploymentCompensation', 'Unemployment Compensation (1099-G)'],
  ['governmentRefunds', 'Government Refunds (1099-G)'],
  ['stateRefund', 'State Refund (1099-G)'],
  ['giftCardIncome', 'Gift Card Income'],
] as const;

function Amount({ label, value }: { label: string; value: unknown }) {
  return (
    <Row>
      <dt>{label}</dt>
      <dd>{usd(amountOf(value))}</dd>
    </Row>
  );
}
function Text({ label, value }: { label: string; value: string | number }) {
  return (
    <Row>
      <dt>{label}</dt>
      <dd>{value === '' ? 'N/A' : value}</dd>
    </Row>
  );
}

function W2Card({ w2, index }: { w2: W2; index: number }) {
  const box12 = w2.box12Entries.length
    ? w2.box12Entries.map((entry) => `${entry.code}: ${usd(amountOf(entry.amount))}`).join(', ')
    : (['C', 'D', 'DD', 'W'] as const)
        .filter((code) => amountOf(w2.box12[`code${code}`]) > 0)
        .map((code) => `${code}: ${usd(amountOf(w2.box12[`code${code}`]))}`)
        .join(', ');
  const titleId = `review-w2-${index}`;
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{w2.employerName || 'N/A'}</h3>
      <Muted>Employer EIN: {w2.employerEIN || 'N/A'}</Muted>
      <dl aria-label={`W-2 from ${w2.employerName || 'N/A'}`}>
        <Amount label="Wages (Box 1)" value={w2.wages} />
        <Amount label="Federal Income Tax Withheld (Box 2)" value={w2.federalIncomeTax} />
        <Amount label="Social Security Wages (Box 3)" value={w2.socialSecurityWages} />
        <Amount label="Social Security Tax Withheld (Box 4)" value={w2.socialSecurityTaxWithheld} />
        <Amount label="Medicare Wages and Tips (Box 5)" value={w2.medicareWagesAndTips} />
        <Amount label="Medicare Tax Withheld (Box 6)" value={w2.medicareTaxWithheld} />
        {amountOf(w2.socialSecurityTips) > 0 ? <Amount label="Social Security Tips (Box 7)" value={w2.socialSecurityTips} /> : null}
        {amountOf(w2.allocatedTips) > 0 ? <Amount label="Allocated Tips (Box 8)" value={w2.allocatedTips} /> : null}
        <Text label="Verification Code (Box 9)" value={w2.verificationCode} />
        <Amount label="Dependent Care Benefits (Box 10)" value={w2.dependentCareBenefits} />
        <Amount label="Nonqualified Plans (Box 11)" value={w2.nonqualifiedPlans} />
        <Text label="Box 12 Codes" value={box12 || 'None'} />
        <Amount label="Box 14 TFB" value={w2.box14.tfb} />
        {w2.box14Other.map((line, index) => (
          <Amount key={index} label={`Box 14 ${line.label || 'Other'}`} value={line.amount} />
        ))}
        <Text label="State (Box 15)" value={w2.stateId} />
        <Amount label="State Wages (Box 16)" value={w2.stateWages} />
        <Amount label="State Income Tax (Box 17)" value={w2.stateTax} />
        <Amount label="Local Wages (Box 18)" value={w2.localWages} />
        <Amount label="Local Income Tax (Box 19)" value={w2.localIncomeTax} />
        <Text label="Locality (Box 20)" value={w2.locality} />
      </dl>
    </Card>
  );
}

function InvestmentCard({ document, index }: { document: InvestmentDocument; index: number }) {
  // The 1099-B's wash-sale and futures boxes are shown together below, whatever their amount.
  const futures = ['washSaleAdjustment', 'profitOnClosedContracts', 'unrealizedProfitOnOpenContracts', 'aggregateProfitOnContracts'];
  const skip = new Set(['fileName', 'documentType', 'uploadedAt', 'formType', 'totalAmount', 'payerInfo', 'recipientInfo', 'fieldDetails', 'owner', ...(document.documentType === '1099-b' ? futures : [])]);
  const amounts = Object.entries(document).filter(([key, value]) => !skip.has(key) && typeof value === 'number' && value !== 0);
  const details = Object.entries(document.fieldDetails ?? {}).filter(([, value]) => value !== null && value !== '' && typeof value !== 'object');
  const titleId = `review-investment-${index}`;
  return (
    <Card aria-labelledby={titleId}>
      <h4 id={titleId}>
        {document.documentType.toUpperCase()} {document.fileName ? `(${document.fileName})` : ''}
      </h4>
      <dl>
        <Text label="Payer" value={`${document.payerInfo.name || 'N/A'} (TIN ${document.payerInfo.tin || 'N/A'})`} />
        <Text label="Recipient" value={`${document.recipientInfo.name || 'N/A'} (TIN ${document.recipientInfo.tin || 'N/A'})`} />
        {amounts.map(([key, value]) => (
          <Amount key={key} label={humanise(key)} value={value} />
        ))}
        {document.documentType === '1099-b' ? (
          <>
            <Amount label="Wash Sale Loss Disallowed" value={document.washSaleAdjustment} />
            <Amount label="Profit or (Loss) Realized on Closed Contracts" value={document.profitOnClosedContracts} />
            <Amount label="Unrealized Profit or (Loss) on Open Contracts" value={document.unrealizedProfitOnOpenContracts} />
            <Amount label="Aggregate Profit or (Loss) on Contracts" value={document.aggregateProfitOnContracts} />
          </>
        ) : null}
        {details.map(([key, value]) => (
          <Text key={key} label={humanise(key)} value={String(value)} />
        ))}
      </dl>
    </Card>
  );
}

export function hasAnyIncome(form: Form1040Data): boolean {
  return (
    form.w2Data.length > 0 ||
    form.otherIncomeEntries.some((entry) => entry.amount > 0) ||
    form.contractor1099Data.length > 0 ||
    form.investmentData.length > 0 ||
    MANUAL_1099_TOTALS.some(([field]) => amountOf(form[field]) > 0)
  );
}

export function IncomeTab({ form }: { form: Form1040Data }) {
  if (!hasAnyIncome(form)) {
    return (
      <Alert role="alert">
        <h3>{MISSING_INCOME_TITLE}</h3>
        <p>{MISSING_INCOME_TEXT}</p>
      </Alert>
    );
  }
  const otherIncome = form.otherIncomeEntries.filter((entry) => entry.amount > 0);
  const manualTotals = MANUAL_1099_TOTALS.filter(([field]) => amountOf(form[field]) > 0);
  return (
    <div>
      <h3>W-2 Income</h3>
      {form.w2Data.length === 0 ? <Muted>No W-2s entered.</Muted> : form.w2Data.map((w2, index) => <W2Card key={w2.id || index} w2={w2} index={index} />)}

      <Card aria-labelledby="review-other-income">
        <h3 id="review-other-income">Other Income</h3>
        {otherIncome.length === 0 ? <Muted>No other income entered.</Muted> : null}
        {otherIncome.map((entry, index) => (
          <dl key={index} aria-label={entry.type}>
            <Row $strong>
              <dt>{entry.type}</dt>
              <dd>{usd(entry.amount)}</dd>
            </Row>
            {entry.businessData ? (
              <>
                <Text label="Business Name" value={entry.businessData.businessName} />
                <Text label="Business Type" value={entry.businessData.businessType} />
                <Amount label="Total Expenses" value={entry.businessData.totalExpenses} />
              </>
            ) : null}
            {entry.rentalData ? (
              <>
                <Text label="Address" value={entry.rentalData.address} />
                <Text label="Days Rented" value={entry.rentalData.daysRented} />
                <Text label="Days Personal Use" value={entry.rentalData.daysPersonalUse} />
                <Amount label="Total Expenses" value={entry.rentalData.totalExpenses} />
              </>
            ) : null}
            {entry.socialSecurityData ? (
              <>
                <Amount label="Net Benefits (Box 3)" value={entry.socialSecurityData.box3NetBenefits} />
                <Amount label="Benefits Repaid (Box 5)" value={entry.socialSecurityData.box5BenefitsRepaid} />
              </>
            ) : null}
          </dl>
        ))}
      </Card>

      <Card aria-labelledby="review-1099">
        <h3 id="review-1099">1099 Income</h3>
        {manualTotals.length > 0 ? (
          <dl aria-label="1099 totals entered by hand">
            {manualTotals.map(([field, label]) => (
              <Amount key={field} label={label} value={form[field]} />
            ))}
          </dl>
        ) : null}
        {(form.contractor1099Data as unknown as Contractor1099[]).map((doc, index) => {
          const payer = doc.payerInfo?.name || doc.payerName || 'N/A';
          const tin = doc.payerInfo?.tin || (doc as { payerTIN?: string }).payerTIN || 'N/A';
          const amounts = CONTRACTOR_1099_AMOUNT_FIELDS.filter((field) => amountOf(doc[field]) !== 0);
          const titleId = `review-contractor-${index}`;
          return (
            <Card key={`c${index}`} aria-labelledby={titleId}>
              <h4 id={titleId}>
                {String(doc.formType || '1099-MISC')} {doc.fileName ? `(${String(doc.fileName)})` : ''}
              </h4>
              <dl>
                <Text label="Payer" value={`${payer} (TIN ${tin})`} />
                {doc.recipientName ? <Text label="Recipient" value={`${String(doc.recipientName)} (TIN ${String((doc as { recipientTIN?: string }).recipientTIN || 'N/A')})`} /> : null}
                {amounts.map((field) => (
                  <Amount key={field} label={humanise(field)} value={doc[field]} />
                ))}
              </dl>
            </Card>
          );
        })}
        {form.investmentData.map((document, index) => (
          <InvestmentCard key={`i${index}`} document={document} index={index} />
        ))}
        {manualTotals.length === 0 && form.contractor1099Data.length === 0 && form.investmentData.length === 0 ? <Muted>No 1099 income entered.</Muted> : null}
      </Card>
    </div>
  );
}
