// The coach popup's timings and texts (spec 1 §2.10): shown on focus, re-asked 1000 ms after the value
// stops changing, hidden 150 ms after focus leaves; loading, empty and failure texts; links in a new tab;
// sensitive values never sent.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldCoachProvider, useFieldCoach } from './FieldCoach';

function Probe({ name }: { name: string }) {
  const coach = useFieldCoach();
  return <input aria-label={name} onFocus={(e) => coach.focus(name, e.currentTarget.value)} onChange={(e) => coach.change(name, e.currentTarget.value)} onBlur={() => coach.blur()} />;
}

const answer = {
  insights: ['The 2024 standard deduction for this status is $14,600.'],
  sources: [{ document: 'p501.pdf', title: 'Publication 501 (2024)', url: 'https://www.irs.gov/pub/irs-pdf/p501.pdf' }],
};

describe('the field coach popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('loads on focus, shows insights with source links opening in a new tab, and hides 150 ms after blur', async () => {
    let resolve!: (value: typeof answer) => void;
    const query = vi.fn(() => new Promise<typeof answer>((r) => (resolve = r)));
    render(
      <FieldCoachProvider form={{ filingStatus: 'single' }} query={query}>
        <Probe name="filingStatus" />
      </FieldCoachProvider>,
    );
    fireEvent.focus(screen.getByLabelText('filingStatus'));
    expect(screen.getByTestId('field-coach').textContent).toContain('Analyzing IRS documents...');
    expect(query).toHaveBeenCalledTimes(1);
    await act(async () => resolve(answer));
    expect(screen.getByText(answer.insights[0])).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Publication 501 (2024)' });
    expect(link.getAttribute('href')).toBe('https://www.irs.gov/pub/irs-pdf/p501.pdf');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.blur(screen.getByLabelText('filingStatus'));
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByTestId('field-coach')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('field-coach')).toBeNull();
  });

  it('asks again only 1000 ms after the value stops changing', async () => {
    const query = vi.fn(async (_body: { fieldName: string; fieldValue: string; formData: Record<string, unknown> }) => answer);
    render(
      <FieldCoachProvider form={{}} query={query}>
        <Probe name="city" />
      </FieldCoachProvider>,
    );
    const input = screen.getByLabelText('city');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Prin' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: 'Princeton' } });
    act(() => vi.advanceTimersByTime(999));
    expect(query).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(query).toHaveBeenCalledTimes(2);
    expect(query.mock.calls[1]![0]).toMatchObject({ fieldName: 'city', fieldValue: 'Princeton' });
  });

  it('says when there is nothing, and when it failed', async () => {
    const empty = vi.fn(async () => ({ insights: [], sources: [] }));
    const { unmount } = render(
      <FieldCoachProvider form={{}} query={empty}>
        <Probe name="driversLicense" />
      </FieldCoachProvider>,
    );
    await act(async () => fireEvent.focus(screen.getByLabelText('driversLicense')));
    expect(screen.getByText('No specific tax insights available for this field.')).toBeTruthy();
    unmount();

    const failing = vi.fn(async () => {
      throw new Error('500');
    });
    render(
      <FieldCoachProvider form={{}} query={failing}>
        <Probe name="email" />
      </FieldCoachProvider>,
    );
    await act(async () => fireEvent.focus(screen.getByLabelText('email')));
    expect(screen.getByText('Unable to load tax insights')).toBeTruthy();
  });

  it('never sends a sensitive value or the encrypted fields', async () => {
    const query = vi.fn(async (_body: { fieldName: string; fieldValue: string; formData: Record<string, unknown> }) => answer);
    render(
      <FieldCoachProvider form={{ ssn: { encryptedData: 'x' }, phone: 'p', firstName: 'Jordan', dependents: [{ ssn: 's', dob: 'd', firstName: 'Riley' }] }} query={query}>
        <Probe name="ssn" />
      </FieldCoachProvider>,
    );
    const input = screen.getByLabelText('ssn');
    fireEvent.change(input, { target: { value: '412-56-7890' } });
    await act(async () => fireEvent.focus(input));
    const sent = query.mock.calls[0]![0];
    expect(sent.fieldValue).toBe('');
    expect(sent.formData).toEqual({ firstName: 'Jordan', dependents: [{ firstName: 'Riley' }] });
  });
});
