// The sandbox's promises, with real child processes: a bad file is refused before any child sees it; a
// document over the time or memory limit kills its child and fails alone; the next document is read.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLastYear1040Pdf, buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR } from '../testing/lastYearFixture';
import { craftPdf, pdfWithPages } from '../testing/craftedFiles';
import { DocumentRejected } from '../validate';
import { createSandbox, ReaderFailed, SandboxFailed, type Sandbox } from './sandbox';

const opened: Sandbox[] = [];
function sandboxWith(options: Parameters<typeof createSandbox>[0]) {
  const sandbox = createSandbox(options);
  opened.push(sandbox);
  return sandbox;
}
afterAll(() => Promise.all(opened.map((sandbox) => sandbox.close())));

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('the documents sandbox', () => {
  it('reads a document in a child process and keeps that child for the next one', async () => {
    const sandbox = sandboxWith({ size: 1 });
    const pdf = await buildLastYear1040Pdf();
    expect(await sandbox.run('last-year-1040', pdf, 'application/pdf')).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
    const [pid] = sandbox.status().pids;
    expect(pid).not.toBe(process.pid);
    // Two at once with one child: the second waits its turn.
    const both = await Promise.all([sandbox.run('last-year-1040', pdf, 'application/pdf'), sandbox.run('model-content', pdf, 'application/pdf')]);
    expect(both[0].lastName).toBe('Whitaker');
    expect(JSON.stringify(both[1])).toContain('Your first name and middle initial');
    expect(sandbox.status()).toMatchObject({ children: 1, pids: [pid], busy: 0, queued: 0, crashed: 0 });
  });

  it('warms a new child up before its first document: a text PDF is then read without loading the PDF reader on its clock', async () => {
    const sandbox = sandboxWith({ size: 1 });
    while (sandbox.status().ready < 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const [pid] = sandbox.status().pids;
    // The child's CPU time (utime + stime, 10 ms ticks) while it reads: 1.3-1.5 s for a first text PDF without the
    // warm-up (pdfjs and its worker code loaded, the readers' code run a first time), 0.1-0.2 s with it.
    const cpuMs = () => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const before = cpuMs();
    expect((await sandbox.run('last-year-1040', await buildLastYear1040Pdf(), 'application/pdf')).lastName).toBe('Whitaker');
    expect(cpuMs() - before).toBeLessThan(700);
  }, 90_000);

  it('retires a child that holds much memory after a document, and reads the next in a fresh one', async () => {
    const sandbox = sandboxWith({ size: 1, retireAboveMb: 1 });
    const pdf = await buildLastYear1040Pdf();
    expect((await sandbox.run('last-year-1040', pdf, 'application/pdf')).lastName).toBe('Whitaker');
    const first = sandbox.status().pids[0];
    expect((await sandbox.run('last-year-1040', pdf, 'application/pdf')).lastName).toBe('Whitaker');
    const status = sandbox.status();
    expect(status.pids[0]).not.toBe(first);
    expect(status).toMatchObject({ crashed: 0, outOfMemory: 0, timedOut: 0, retired: 2 });
  });

  it('refuses a bad file before any child reads it, and a PDF over the page limit where pdfjs counts pages', async () => {
    const sandbox = sandboxWith({ size: 1, warm: false });
    const refused = await failure(sandbox.run('last-year-1040', Buffer.from('GIF89a'), 'image/gif'));
    expect(refused).toBeInstanceOf(DocumentRejected);
    expect(sandbox.status().children).toBe(0);

    const tooLong = await failure(sandbox.run('last-year-1040', pdfWithPages(301), 'application/pdf'));
    expect(tooLong).toBeInstanceOf(DocumentRejected);
    expect((tooLong as DocumentRejected).message).toBe('PDF has 301 pages, more than the 300 page limit. Please upload only the pages of the form.');
  });

  it('reports a reader’s own failure as ReaderFailed, the child staying up', async () => {
    const sandbox = sandboxWith({ size: 1 });
    const error = await failure(sandbox.run('last-year-1040', Buffer.from('%PDF-1.7\nnot a pdf\n%%EOF\n'), 'application/pdf'));
    expect(error).toBeInstanceOf(ReaderFailed);
    expect(await sandbox.run('model-content', craftPdf('Your first name'), 'application/pdf')).toBeTruthy();
    expect(sandbox.status().crashed).toBe(0);
  });

  it('kills a child over the time limit, fails that document alone, and reads the next in a new child', async () => {
    const sandbox = sandboxWith({ size: 1, timeoutMs: 1000 });
    const png = await buildLastYear1040Png();
    const slow = await failure(sandbox.run('last-year-1040', png, 'image/png'));
    expect(slow).toBeInstanceOf(SandboxFailed);
    expect((slow as SandboxFailed).kind).toBe('timeout');
    expect(await sandbox.run('model-content', craftPdf('Your first name'), 'application/pdf')).toBeTruthy();
    expect(sandbox.status().timedOut).toBe(1);
  });

  it('reads a document whose child did not start in time in a new child given longer to start, and fails it after that', async () => {
    const pdf = await buildLastYear1040Pdf();
    // A child's start (OCR workers, language data) outlasts a 1 ms start-up limit: the document was never read.
    const slowStart = sandboxWith({ size: 1, startupMs: 1 });
    expect((await slowStart.run('last-year-1040', pdf, 'application/pdf')).lastName).toBe('Whitaker');
    expect(slowStart.status().timedOut).toBe(0);
    const neverStarts = sandboxWith({ size: 1, startupMs: 1, timeoutMs: 1 });
    const error = await failure(neverStarts.run('last-year-1040', pdf, 'application/pdf'));
    expect(error).toBeInstanceOf(SandboxFailed);
    expect((error as SandboxFailed).message).toMatch(/did not start within 2 ms/);
  }, 90_000);

  it('turns a document away at once when too many already wait', async () => {
    const sandbox = sandboxWith({ size: 1, maxQueued: 1 });
    const pdf = await buildLastYear1040Pdf();
    const runs = [1, 2, 3].map(() => failure(sandbox.run('last-year-1040', pdf, 'application/pdf')));
    const [first, second, third] = await Promise.all(runs);
    expect([first, second]).toEqual([null, null]);
    expect(third).toBeInstanceOf(SandboxFailed);
    expect((third as SandboxFailed).kind).toBe('busy');
  });

  it('reads a document again in a fresh child when its child dies of a signal mid-reading, and not a third time', async () => {
    const sandbox = sandboxWith({ size: 1 });
    const png = await buildLastYear1040Png();
    // A child already signalled stays listed (and busy) until its exit arrives, later on a loaded machine: never the same one twice.
    const killed = new Set<number>();
    const killBusyChild = async () => {
      const busyNew = () => sandbox.status().busy > 0 && !killed.has(sandbox.status().pids[0]!);
      while (!busyNew()) await new Promise((resolve) => setTimeout(resolve, 20));
      const pid = sandbox.status().pids[0]!;
      killed.add(pid);
      process.kill(pid, 'SIGSEGV');
    };
    const [read] = await Promise.all([sandbox.run('last-year-1040', png, 'image/png'), killBusyChild()]);
    expect(read).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
    expect(sandbox.status().crashed).toBe(1);
    // Dying twice, the document fails as crashed (a file that crashes its decoder is not read over and over).
    const twice = failure(sandbox.run('last-year-1040', png, 'image/png'));
    await killBusyChild();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await killBusyChild();
    const error = await twice;
    expect(error).toBeInstanceOf(SandboxFailed);
    expect((error as SandboxFailed).kind).toBe('crashed');
    expect(sandbox.status().crashed).toBe(3);
  }, 90_000);

  it('reads a document again in a fresh child when a child grown by earlier documents is killed for memory', async () => {
    // A child that has read a document stands in for one whose OCR heap has grown past the limit.
    const grown = new Set<number>();
    const sandbox = sandboxWith({ size: 1, retireAboveMb: Infinity, residentMb: (pid) => (grown.has(pid) ? 5000 : 100) });
    expect((await sandbox.run('last-year-1040', await buildLastYear1040Pdf(), 'application/pdf')).lastName).toBe('Whitaker');
    const used = sandbox.status().pids[0]!;
    grown.add(used);
    // A picture: OCR takes long enough for the memory watch (every 250 ms) to see the child.
    expect(await sandbox.run('last-year-1040', await buildLastYear1040Png(), 'image/png')).toEqual(expectedExtraction(SAMPLE_LAST_YEAR));
    const status = sandbox.status();
    expect(status.pids).not.toContain(used);
    expect(status).toMatchObject({ outOfMemory: 1, crashed: 0 });
  }, 60_000);

  it('kills a child over the memory limit', async () => {
    const sandbox = sandboxWith({ size: 1, maxRssMb: 40 });
    const png = await buildLastYear1040Png();
    const error = await failure(sandbox.run('last-year-1040', png, 'image/png'));
    expect(error).toBeInstanceOf(SandboxFailed);
    expect((error as SandboxFailed).kind).toBe('memory');
    // A fresh child over the limit: the document's own doing, not read again.
    expect(sandbox.status().outOfMemory).toBe(1);
  });
});
