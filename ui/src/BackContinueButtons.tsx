// A page's own Back and Continue buttons, for screens that step through pages inside one route
// (the shell's Back/Continue bar stays the shell's).
import styled from 'styled-components';
import { Button } from './Button';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 32px;
`;

export function BackContinueButtons({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  return (
    <Bar>
      <Button type="button" $variant="outline" onClick={onBack}>
        Back
      </Button>
      <Button type="button" onClick={onContinue}>
        Continue
      </Button>
    </Bar>
  );
}
