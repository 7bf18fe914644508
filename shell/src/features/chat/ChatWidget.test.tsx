// The chat widget as the user meets it: a button with aria-expanded opens the panel, the Tax Coach starts with
// the form and answers a question (Enter sends), Escape closes and gives focus back; the shell's SET_CHAT_STATE
// opens it on a wide screen and closes it; below that width an automatic open leaves it a button.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InteractiveTaxChatRequest, InteractiveTaxChatResponse } from '@taxapp/contracts/api/coach';
import { defaultForm1040Data } from '@taxapp/contracts/form';
import ChatWidget, { CHAT_WIDGET_LABELS } from './ChatWidget';
import { chatWidgetPresent } from './chatStateDelivery';

afterEach(cleanup);

/** The coach's side of the contract: a question on start, then an answer that names what it was asked. */
function coach() {
  const requests: InteractiveTaxChatRequest[] = [];
  const send = vi.fn(async (request: InteractiveTaxChatRequest): Promise<InteractiveTaxChatResponse> => {
    requests.push(request);
    if (request.action === 'start') return { message: 'Did you contribute to a traditional IRA?', chatState: 'signed-1', questionsComplete: false, recommendations: [] };
    return { message: `You said: ${request.userMessage}`, chatState: 'signed-2', questionsComplete: false, recommendations: [] };
  });
  return { send, requests };
}

function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 });
}

async function tellWidget(state: 'open' | 'closed') {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'SET_CHAT_STATE', state }, origin: window.location.origin }));
  });
}

const form = defaultForm1040Data();

describe('ChatWidget', () => {
  it('opens from its button, starts the coach with the form, and a question sent with Enter gets an answer', async () => {
    setWidth(1280);
    const { send, requests } = coach();
    render(<ChatWidget visible form={form} send={send} />);
    const button = screen.getByRole('button', { name: CHAT_WIDGET_LABELS.launcher });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('log')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const log = await screen.findByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Did you contribute to a traditional IRA?'));
    expect(requests[0]).toEqual({ action: 'start', taxFormData: form });

    const input = screen.getByLabelText(CHAT_WIDGET_LABELS.input);
    fireEvent.change(input, { target: { value: 'Can I still make a 2024 contribution?' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(log.textContent).toContain('You said: Can I still make a 2024 contribution?'));
    expect(requests[1]).toMatchObject({ action: 'continue', userMessage: 'Can I still make a 2024 contribution?', chatState: 'signed-1' });
  });

  it('Escape closes the panel and gives focus back to its button', async () => {
    setWidth(1280);
    render(<ChatWidget visible form={form} send={coach().send} />);
    const button = screen.getByRole('button', { name: CHAT_WIDGET_LABELS.launcher });
    fireEvent.click(button);
    const input = await screen.findByLabelText(CHAT_WIDGET_LABELS.input);
    input.focus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('SET_CHAT_STATE opens it on a wide screen and closes it', async () => {
    setWidth(1280);
    render(<ChatWidget visible form={form} send={coach().send} />);
    const button = screen.getByRole('button', { name: CHAT_WIDGET_LABELS.launcher });
    expect(chatWidgetPresent()).toBe(true);
    await tellWidget('open');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await tellWidget('closed');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('on /ai-recommendations, which is the Tax Coach itself, an automatic open leaves it a button even on a wide screen', async () => {
    setWidth(1280);
    const { rerender } = render(<ChatWidget visible form={form} send={coach().send} />);
    const button = screen.getByRole('button', { name: CHAT_WIDGET_LABELS.launcher });
    await tellWidget('open'); // opened on /review
    expect(button.getAttribute('aria-expanded')).toBe('true');
    rerender(<ChatWidget visible form={form} send={coach().send} pageIsCoach />);
    await tellWidget('open'); // then /ai-recommendations: one coach on screen, the page's
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('on a phone an automatic open leaves it a button the user can tap', async () => {
    setWidth(390);
    render(<ChatWidget visible form={form} send={coach().send} />);
    await tellWidget('open');
    const button = screen.getByRole('button', { name: CHAT_WIDGET_LABELS.launcher });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows nothing on a route without the widget, and tells the shell it is not there', () => {
    setWidth(1280);
    render(<ChatWidget visible={false} form={form} send={coach().send} />);
    expect(screen.queryByRole('button', { name: CHAT_WIDGET_LABELS.launcher })).toBeNull();
    expect(chatWidgetPresent()).toBe(false);
  });

  it('without a form it says what the coach needs, and sends nothing', async () => {
    setWidth(1280);
    const { send } = coach();
    render(<ChatWidget visible form={null} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: CHAT_WIDGET_LABELS.launcher }));
    expect(await screen.findByText('Complete your tax information to start chatting with your Tax Coach.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
