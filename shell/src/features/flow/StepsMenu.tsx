// Where the sidebar lives (issue 12). From tablet width up it is the column beside the content. Below it,
// it is a modal menu opened from the header's Menu button: the same steps, completion dots and Federal/State
// group, focus moved into it on opening and back to the Menu button on closing, Escape closes it, Tab stays
// inside it while open.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../components/layout';
import { Button } from '../../components/ui';

export const STEPS_MENU_ID = 'steps-menu';

const Panel = styled.div`
  display: flex;
  &[hidden] {
    display: none;
  }
  > nav {
    flex: 1;
  }
  @media ${media.compact} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 1500;
    width: min(20rem, calc(100vw - 48px));
    flex-direction: column;
    background: #fff;
    box-shadow: 0 10px 40px rgba(15, 23, 42, 0.35);
    overflow-y: auto;
    overscroll-behavior: contain;
    > nav {
      width: 100%;
      border-right: 0;
      padding-top: 4px;
    }
  }
`;
const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 12px 0 24px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1400;
  background: rgba(15, 23, 42, 0.45);
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function StepsMenu({
  compact,
  open,
  onClose,
  path,
  children,
}: {
  compact: boolean;
  open: boolean;
  /** `restoreFocus`: give focus back to the Menu button (not when a link took the user to another page). */
  onClose(restoreFocus: boolean): void;
  path: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const modal = compact && open;

  // Opening moves focus to the current step (or the first link); the page behind does not scroll.
  useEffect(() => {
    if (!modal) return;
    const current = panel.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.current?.querySelector<HTMLElement>('a[href]');
    current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [modal]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!modal) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    // The flow's arrow keys (Back / Next) wait until the menu is closed.
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent) => {
    if (!modal) return;
    const link = (event.target as Element).closest('a[href]');
    // A step link: the menu closes; focus goes to the new page's heading, or back to Menu on the same page.
    if (link) onClose(new URL((link as HTMLAnchorElement).href).pathname === path);
  };

  return (
    <>
      {modal ? <Backdrop aria-hidden="true" onClick={() => onClose(true)} data-testid="steps-menu-backdrop" /> : null}
      <Panel
        id={STEPS_MENU_ID}
        ref={panel}
        // Closed below tablet width: kept in the page, hidden, so the steps are one markup at every width.
        hidden={compact && !open}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-labelledby={modal ? `${STEPS_MENU_ID}-title` : undefined}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {modal ? (
          <PanelTop>
            <h2 id={`${STEPS_MENU_ID}-title`}>Menu</h2>
            <Button type="button" $variant="ghost" onClick={() => onClose(true)}>
              Close
            </Button>
          </PanelTop>
        ) : null}
        {children}
      </Panel>
    </>
  );
}
