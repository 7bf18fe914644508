// A sandbox process: runs one reader at a time on bytes sent by the documents service. A crash here
// (a SIGSEGV in a native decoder, the heap limit, a kill on timeout) ends only this process; the service
// answers that one request with a 5xx and starts another process.
import { DocumentRejected } from '../validate';
import type { SandboxAnswer, SandboxJob } from './protocol';
import { SANDBOX_READERS, warmUpReaders } from './readers';

const send = (answer: SandboxAnswer) => process.send!(answer);

process.on('message', async (job: SandboxJob) => {
  try {
    const value = await SANDBOX_READERS[job.reader](job.bytes, job.mimeType);
    send({ type: 'result', id: job.id, value });
  } catch (error) {
    if (error instanceof DocumentRejected) send({ type: 'rejected', id: job.id, message: error.message, reason: error.reason });
    else send({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
});
// The service went away (or closed us): nothing left to do.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal signals the whole process group: the service stops us itself (sandbox.close), so a
// read in progress is not mistaken for a crash and replaced while the service shuts down.
process.on('SIGINT', () => undefined);

await warmUpReaders().catch((error) => console.error('sandbox warm-up failed:', error));
send({ type: 'ready' });
