// The other-income steps (spec 2 §2.3): the step and its header ('Step N of 3', percents 25, 50, 100)
// come from the route table, taken from the path. /other-income/details is the miscellaneous step
// (ARCHITECTURE decision 4); there the income step handler acts first (spec 1 §2.3) and moves within the
// section as the miscellaneous step does.
import { INVESTMENT_INCOME_CARDS } from '@taxapp/contracts/catalogs';
import { OTHER_INCOME_STEPS, nextRoute, otherIncomeStep, previousRoute } from '@taxapp/contracts/flow';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { StepHeader, useStepHandler } from '@taxapp/ui';
import { toAmount } from '../state/amounts';
import { INVESTMENT_CODES, MISCELLANEOUS_STEP_TYPES, isInvestmentSelected } from '../state/otherIncome';
import { isMiscellaneousTypeSelected, withoutOption } from '../state/incomeRules';
import { OTHER_INCOME_DEBOUNCE_MS } from '../state/useIncomeSave';
import { DocumentCard } from './DocumentCard';
import { MiscellaneousCard } from './MiscellaneousCard';
import { OtherIncomeAddMore } from './OtherIncomeAddMore';
import { CardGrid, Note } from './styles';

const MISCELLANEOUS = OTHER_INCOME_STEPS[1]!.route;

function MiscellaneousHandler({ shell }: { shell: RemoteAppProps }) {
  useStepHandler(shell.registerStepHandler, {
    next: () => {
      shell.navigate(nextRoute(MISCELLANEOUS)!);
      return true;
    },
    back: () => {
      shell.navigate(previousRoute(MISCELLANEOUS)!);
      return true;
    },
  });
  return null;
}

export function OtherIncomeStep({ shell }: { shell: RemoteAppProps }) {
  const current = otherIncomeStep(shell.route.pathname) ?? OTHER_INCOME_STEPS[0]!;
  const form = shell.formStatus === 'ready' ? shell.form : null;
  return (
    <section aria-labelledby="other-income-step">
      {current.route === MISCELLANEOUS ? <MiscellaneousHandler shell={shell} /> : null}
      <StepHeader route={current.route} />
      <h2 id="other-income-step">{current.title}</h2>
      {form ? (
        current.step === 1 ? (
          <InvestmentStep shell={shell} form={form} />
        ) : current.route === MISCELLANEOUS ? (
          <MiscellaneousStep shell={shell} form={form} />
        ) : (
          <OtherIncomeAddMore shell={shell} form={form} />
        )
      ) : null}
    </section>
  );
}

function InvestmentStep({ shell, form }: { shell: RemoteAppProps; form: Form1040Data }) {
  const shown = INVESTMENT_INCOME_CARDS.filter((card) => isInvestmentSelected(form, card.id) || toAmount(form[card.investmentField]) > 0);
  const close = async (id: (typeof INVESTMENT_INCOME_CARDS)[number]['id'], title: string) => {
    try {
      await shell.saveForm({ selectedIncomeOptions: withoutOption(form.selectedIncomeOptions, ...INVESTMENT_CODES[id]) });
      shell.toast({ title: `${title} removed and added back to available options` });
    } catch {
      shell.toast({ title: 'Failed to remove income type', variant: 'destructive' });
    }
  };
  if (shown.length === 0) return <Note role="status">You have not selected any investment income. Choose it in Personalization, or under Add More.</Note>;
  return (
    <CardGrid>
      {shown.map((card) => (
        <DocumentCard
          key={card.id}
          shell={shell}
          form={form}
          documentType={card.documentType}
          title={card.title}
          manualLabel="Enter manually instead"
          debounceMs={OTHER_INCOME_DEBOUNCE_MS}
          onClose={() => void close(card.id, card.title)}
        />
      ))}
    </CardGrid>
  );
}

function MiscellaneousStep({ shell, form }: { shell: RemoteAppProps; form: Form1040Data }) {
  // A card shows when its type is chosen or its amount is above 0 (spec 2 §2.3); a card being typed in
  // keeps its place because its entry stays while its amount is edited.
  const shown = MISCELLANEOUS_STEP_TYPES.filter((type) => isMiscellaneousTypeSelected(form, type.name) || form.otherIncomeEntries.some((entry) => entry.type === type.name && toAmount(entry.amount) > 0));
  if (shown.length === 0) return <Note role="status">You have not selected any other income. Choose it under Add More.</Note>;
  return (
    <CardGrid>
      {shown.map((type) => (
        <MiscellaneousCard key={type.name} shell={shell} form={form} name={type.name} description={type.description} />
      ))}
    </CardGrid>
  );
}
