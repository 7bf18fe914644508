// Exposed as `income/app`: personalization, the tax-documents steps and the other-income steps.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes, type RemoteScreens } from '@taxapp/ui';
import OtherIncome from './routes/OtherIncome';
import OtherIncomeAddMore from './routes/OtherIncomeAddMore';
import OtherIncomeDetails from './routes/OtherIncomeDetails';
import OtherIncomeMiscellaneous from './routes/OtherIncomeMiscellaneous';
import Personalization from './routes/Personalization';
import TaxDocs from './routes/TaxDocs';
import TaxDocsAddMore from './routes/TaxDocsAddMore';
import TaxDocsBusinessIncome from './routes/TaxDocsBusinessIncome';
import TaxDocsRetirementBenefits from './routes/TaxDocsRetirementBenefits';

// The route table (contracts/src/routes.ts) names this remote's routes; one screen for each.
const SCREENS: RemoteScreens<'income'> = {
  '/personalization': Personalization,
  '/tax-docs': TaxDocs,
  '/tax-docs/business-income': TaxDocsBusinessIncome,
  '/tax-docs/retirement-benefits': TaxDocsRetirementBenefits,
  '/tax-docs/add-more': TaxDocsAddMore,
  '/other-income': OtherIncome,
  '/other-income/miscellaneous': OtherIncomeMiscellaneous,
  '/other-income/details': OtherIncomeDetails,
  '/other-income/add-more': OtherIncomeAddMore,
};

export default function IncomeApp(props: RemoteAppProps) {
  return <RemoteRoutes remote="income" screens={SCREENS} props={props} />;
}
