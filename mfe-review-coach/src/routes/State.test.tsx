// /state lists the State Questions answers still missing (issue 9), and they go once answered.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/ShellHarness';
import State from './State';

afterEach(cleanup);

describe('/state: missing state answers', () => {
  it('names the Ohio questions not answered yet, with the form each feeds', async () => {
    const { Harness } = createHarness({ state: 'OH', w2Data: [{ wages: '50000', stateId: 'OH' }] }, '/state');
    render(<Harness Screen={State} />);
    const note = await screen.findByRole('note', { name: 'Missing state answers' }, { timeout: 10_000 });
    expect(note.textContent).toMatch(/City, village or township you lived in — Ohio: Your municipality's income tax return/);
    expect(note.textContent).toMatch(/School district you lived in — Ohio: Ohio SD 100/);
  });

  it('says nothing once they are answered', async () => {
    const { Harness } = createHarness({ state: 'OH', w2Data: [{ wages: '50000', stateId: 'OH' }], localityAnswers: { municipality: 'Columbus', schoolDistrict: 'Columbus City SD' } }, '/state');
    render(<Harness Screen={State} />);
    await screen.findByText('All states', {}, { timeout: 10_000 });
    expect(screen.queryByRole('note', { name: 'Missing state answers' })).toBeNull();
  });
});
