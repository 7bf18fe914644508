// /personal-info (spec 1 §2.8): choose between last year's form and manual entry.
import styled from 'styled-components';
import { PERSONAL_INFO_TITLE } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { Button, PageHeader } from '@taxapp/ui';

const Choices = styled.div`
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
`;

export default function PersonalInfo(shell: RemoteAppProps) {
  return (
    <section>
      <PageHeader title={PERSONAL_INFO_TITLE} />
      <Choices>
        <Button type="button" $variant="outline" onClick={() => shell.navigate('/last-year-form')}>
          Last Year's Form
        </Button>
        <Button type="button" onClick={() => shell.navigate('/personal-info/step1')}>
          Manual Entry
        </Button>
      </Choices>
    </section>
  );
}
