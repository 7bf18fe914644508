// The content card's Back / Continue bar (spec 1 §2.3) and where it shows (contracts' flow rules).
import styled from 'styled-components';
import { showBackButton, showContinueButton } from '@taxapp/contracts/flow';
import { Button } from '../../components/ui';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  border-top: 1px solid #e2e8f0;
  margin-top: 32px;
  padding-top: 20px;
`;

export function NavigationBar({ path, onBack, onNext }: { path: string; onBack: () => void; onNext: () => void }) {
  const back = showBackButton(path);
  const next = showContinueButton(path);
  return (
    <Bar>
      {back ? (
        <Button type="button" $variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button type="button" onClick={onNext}>
          Continue
        </Button>
      ) : null}
    </Bar>
  );
}
