// @vitest-environment-options {"url": "http://127.0.0.1:1/ai-recommendations"}
// /ai-recommendations when the chat service cannot be reached (the page's origin is port 1, where nothing
// listens): the chat starts by itself, fails with the spec's bubble, and Start Chat offers a new start.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/ShellHarness';
import AiRecommendations from './AiRecommendations';

afterEach(cleanup);

describe('/ai-recommendations', () => {
  it('starts by itself and says so when the chat cannot start; Start Chat tries again', async () => {
    const { Harness } = createHarness({ w2Data: [{ wages: '50000' }] }, '/ai-recommendations');
    render(<Harness Screen={AiRecommendations} />);
    expect(screen.getByRole('heading', { name: 'Tax Coach' })).toBeTruthy();
    expect(screen.getByText("Before providing personalized recommendations, I'd like to ask you a few questions based on your tax situation.")).toBeTruthy();
    expect(await screen.findByText('Sorry, there was an error starting the chat. Please try again.', undefined, { timeout: 10_000 })).toBeTruthy();
    const startChat = screen.getByRole('button', { name: 'Start Chat' });
    fireEvent.click(startChat);
    expect(screen.getByRole('button', { name: 'Starting...' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Start Chat' }, { timeout: 10_000 });
    expect(screen.getAllByText('Sorry, there was an error starting the chat. Please try again.')).toHaveLength(2);
    // No input until the chat has started.
    expect(screen.queryByPlaceholderText('Type your response...')).toBeNull();
  });

  it('without a form it asks to complete the tax information first', () => {
    const { Harness } = createHarness({}, '/ai-recommendations');
    function NoForm(props: Parameters<typeof AiRecommendations>[0]) {
      return <AiRecommendations {...props} form={null} />;
    }
    render(<Harness Screen={NoForm} />);
    expect(screen.getByText('Complete your tax information to start chatting with your Tax Coach.')).toBeTruthy();
  });
});
