// /last-year-form (spec 1 §2.9). Next is allowed only when at least one processed document exists and
// carries the last document's extracted data into step 1; Back goes to /personal-info. The upload
// itself comes with the personal-information issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '../components/PageHeader';
import { useStepHandler } from '../components/useStepHandler';
import type { PersonalRouteState } from '../components/PersonalWizard';

export default function LastYearForm(shell: RemoteAppProps) {
  const documents = shell.form?.lastYearFormDocuments ?? [];
  useStepHandler(shell.registerStepHandler, {
    next: () => {
      const last = documents[documents.length - 1];
      if (last) {
        const state: PersonalRouteState = { fromLastYearForm: true, extractedData: last.extractedData as Record<string, unknown> };
        shell.navigate('/personal-info/step1', { state });
      }
      return true;
    },
    back: () => {
      shell.navigate('/personal-info');
      return true;
    },
  });
  return (
    <section>
      <PageHeader title="Last Year's Form" />
    </section>
  );
}
