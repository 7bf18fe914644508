// The steps menu below tablet width (issue 12): a modal dialog while open, focus on the current step,
// Escape and Close give focus back (onClose(true)), a step link closes it without taking focus back, Tab
// wraps inside it, the flow's arrow keys do not reach the window; closed, it stays in the page, hidden.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepsMenu } from './StepsMenu';

afterEach(cleanup);

function renderMenu(props: { compact: boolean; open: boolean; onClose?: (restore: boolean) => void }) {
  const onClose = props.onClose ?? vi.fn();
  render(
    <MemoryRouter initialEntries={['/deductions']}>
      <StepsMenu compact={props.compact} open={props.open} onClose={onClose} path="/deductions">
        <nav aria-label="Tax return steps">
          <Link to="/personal-info">My Information</Link>
          <Link to="/deductions" aria-current="page">
            Deductions
          </Link>
          <Link to="/state">State</Link>
        </nav>
      </StepsMenu>
    </MemoryRouter>,
  );
  return onClose;
}

describe('StepsMenu', () => {
  it('is a plain column from tablet width up', () => {
    renderMenu({ compact: false, open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deductions' })).toBeTruthy();
  });

  it('closed on a phone: kept in the page, hidden', () => {
    renderMenu({ compact: true, open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('steps-menu')?.hidden).toBe(true);
  });

  it('open on a phone: a modal dialog with focus on the current step; Escape and Close give focus back', () => {
    const onClose = renderMenu({ compact: true, open: true });
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Deductions' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a link to another page closes it without taking focus back; the same page takes focus back', () => {
    const onClose = renderMenu({ compact: true, open: true });
    fireEvent.click(screen.getByRole('link', { name: 'State' }));
    expect(onClose).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('link', { name: 'Deductions' }));
    expect(onClose).toHaveBeenLastCalledWith(true);
  });

  it('Tab wraps inside; arrow keys stay inside', () => {
    renderMenu({ compact: true, open: true });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('link', { name: 'State' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    window.removeEventListener('keydown', onWindowKey);
    expect(onWindowKey).not.toHaveBeenCalled();
  });
});
