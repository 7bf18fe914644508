// The content card's Back / Continue bar (spec 1 §2.3) and where it shows (contracts' flow rules). A page
// may relabel and disable Continue for its route (RemoteAppProps.setContinueState, spec 1 §2.10
// 'Initializing Security...'); a disabled Continue is aria-disabled, not inert, so pressing it still
// reaches the page's step handler, which says why it cannot go on.
import styled from 'styled-components';
import { showBackButton, showContinueButton } from '@taxapp/contracts/flow';
import type { ContinueState } from '@taxapp/contracts/shell';
import { media } from '../../components/layout';
import { Button } from '../../components/ui';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  border-top: 1px solid #e2e8f0;
  margin-top: 32px;
  padding-top: 20px;
  @media ${media.compact} {
    /* always within reach of a thumb: fixed to the bottom of the screen, also below a short page (sticky, it
       stayed mid-screen there, under the chat widget's button that floats just above the screen's bottom) */
    position: fixed;
    left: 8px;
    right: 8px;
    bottom: 0;
    z-index: 10;
    background: #fff;
    margin: 0;
    border-radius: 12px 12px 0 0;
    padding: 12px 12px calc(12px + env(safe-area-inset-bottom, 0px));
    box-shadow: 0 -6px 12px rgba(15, 23, 42, 0.06);
  }
`;
/** On a phone, the room the fixed bar covers at the end of the card, so the page's last lines can scroll above it. */
const BarRoom = styled.div`
  @media ${media.compact} {
    height: 72px;
  }
`;

export function NavigationBar({
  path,
  onBack,
  onNext,
  continueState = null,
}: {
  path: string;
  onBack: () => void;
  onNext: () => void;
  continueState?: ContinueState | null;
}) {
  const back = showBackButton(path);
  const next = showContinueButton(path);
  const disabled = continueState?.disabled === true;
  return (
    <BarRoom>
      <Bar>
        {back ? (
          <Button type="button" $variant="outline" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button type="button" onClick={onNext} aria-disabled={disabled ? 'true' : undefined} aria-live="polite" data-testid="continue-button">
            {continueState?.label || 'Continue'}
          </Button>
        ) : null}
      </Bar>
    </BarRoom>
  );
}
