// The shell's side: the widget's code is fetched on the first chat route, shown on the six tabs only, and told
// by a real window message to open on /review and to stay closed on /tax-docs.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultForm1040Data } from '@taxapp/contracts/form';
import { CHAT_WIDGET_LABELS } from './ChatWidget';
import { ChatWidgetMount } from './ChatWidgetMount';

afterEach(cleanup);

function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 });
}
const launcher = () => screen.queryByRole('button', { name: CHAT_WIDGET_LABELS.launcher });

describe('ChatWidgetMount', () => {
  it('shows nothing on /personal-info, the button on /tax-docs, and opens on /review', async () => {
    setWidth(1280);
    // form null: the panel says what it needs instead of calling the coach
    const { rerender } = render(<ChatWidgetMount path="/personal-info" form={null} />);
    expect(launcher()).toBeNull();

    rerender(<ChatWidgetMount path="/tax-docs" form={null} />);
    await waitFor(() => expect(launcher()).not.toBeNull());
    expect(launcher()!.getAttribute('aria-expanded')).toBe('false');

    rerender(<ChatWidgetMount path="/review" form={null} />);
    await waitFor(() => expect(launcher()!.getAttribute('aria-expanded')).toBe('true'));

    rerender(<ChatWidgetMount path="/deductions/details" form={null} />);
    await waitFor(() => expect(launcher()!.getAttribute('aria-expanded')).toBe('false'));

    rerender(<ChatWidgetMount path="/federal" form={defaultForm1040Data()} />);
    expect(launcher()).toBeNull();
  });
});
