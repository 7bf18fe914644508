// A page's own Back and Continue buttons, for screens that step through pages inside one route
// (the shell's Back/Continue bar stays the shell's).
import styled from 'styled-components';
import { Button } from './Button';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 32px;
  /* On a phone (the shell's compact width) the pair stays within a thumb's reach, as the shell's own bar does. */
  @media screen and (max-width: 767.98px) {
    position: sticky;
    bottom: 0;
    z-index: 10;
    background: #fff;
    padding: 12px 0;
    box-shadow: 0 -6px 12px rgba(15, 23, 42, 0.06);
  }
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
