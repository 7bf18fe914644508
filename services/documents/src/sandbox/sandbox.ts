// The sandbox: readers run in child processes of the documents service (src/sandbox/child.ts), never in
// the service itself. A native decoder's SIGSEGV, a heap limit or a runaway document ends one child, whose
// job fails alone (a 5xx for that request); the next job gets a fresh child. Children stay warm between
// documents (OCR loaded), up to `size` of them run at once, and jobs beyond that wait in line.
//
//   const sandbox = createSandbox();
//   const fields = await sandbox.run('last-year-1040', bytes, 'image/png'); // validated, then read in a child
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SANDBOX_HEAP_MB, SANDBOX_MAX_RSS_MB, SANDBOX_TIMEOUT_MS } from '../limits';
import { DocumentRejected, validateDocument } from '../validate';
import type { SandboxAnswer, SandboxJob } from './protocol';
import type { SandboxReaderName, SandboxReaderResult } from './readers';

const CHILD_ENTRY = fileURLToPath(new URL('./child.ts', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The child died or was killed while reading: the service's fault, not the document's (a 5xx). */
export class SandboxFailed extends Error {
  constructor(
    readonly kind: 'crashed' | 'timeout' | 'memory' | 'busy' | 'closed',
    message: string,
    /** Killed for memory in a child that had read other documents before (its heap, not only this document's). */
    readonly inUsedChild = false,
  ) {
    super(message);
    this.name = 'SandboxFailed';
  }
}

/** The reader threw on this document (e.g. pdfjs could not parse it): the document could not be read. */
export class ReaderFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReaderFailed';
  }
}

export interface SandboxOptions {
  /** Most children at once (default DOCUMENTS_SANDBOX_SIZE, else 2: the machine has few cores). */
  size?: number;
  timeoutMs?: number;
  /** Time a new child has to load and warm up before its first document's clock starts (default 30 s). */
  startupMs?: number;
  heapMb?: number;
  maxRssMb?: number;
  /**
   * A child holding more than this after a document is retired and replaced by a fresh one (default three
   * quarters of maxRssMb; a warm child holds 750-1050 MB between documents, measured on printed corpus 4):
   * OCR's WASM heap grows and hardly shrinks, so a child that had read many pictures had too little left for
   * the next one and was killed in its first second (a photo after 60 documents of printed corpus 6).
   */
  retireAboveMb?: number;
  /** Documents that may wait for a child; more are turned away at once (each waiting one holds up to 10 MB). */
  maxQueued?: number;
  /** Start one child now, so the first document does not wait for OCR to load (default true). */
  warm?: boolean;
  /** How a child's resident memory is measured (default /proc); tests stand in for a child grown by earlier documents. */
  residentMb?: (pid: number) => number | null;
}

export interface SandboxStatus {
  children: number;
  /** Process ids of the children, busy ones first (for operators, and tests that kill one). */
  pids: number[];
  busy: number;
  /** Children loaded and warmed up (readers.ts warmUpReaders). */
  ready: number;
  queued: number;
  crashed: number;
  timedOut: number;
  outOfMemory: number;
  /** Children replaced after a document because they held more than retireAboveMb. */
  retired: number;
}

export interface Sandbox {
  /** Validates the bytes (DocumentRejected on a bad file), then runs the named reader on them in a child. */
  run<Name extends SandboxReaderName>(reader: Name, bytes: Uint8Array, mimeType: string): Promise<SandboxReaderResult<Name>>;
  status(): SandboxStatus;
  close(): Promise<void>;
}

interface Pending {
  job: SandboxJob;
  /** Read only in a child that has read nothing before (a second reading after a memory kill). */
  freshChild?: boolean;
  /** Its first child did not start in time: the next one has the document's time limit more to start. */
  startedAgain?: boolean;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Child {
  process: ChildProcess;
  /** Loaded and warmed up (OCR): a document's time limit restarts from here, so start-up is not counted twice. */
  ready: boolean;
  current: Pending | null;
  timer?: NodeJS.Timeout;
  watchdog?: NodeJS.Timeout;
  /** Why the parent killed it, so its exit is reported as that and not as a crash. */
  killedFor?: 'timeout' | 'startup' | 'memory' | 'retired';
  /** Documents it has finished: a child over the memory limit that had read others may be to blame, not the document. */
  finished: number;
}

/** Resident memory of a process in MB from /proc (Linux); null elsewhere or once it is gone. */
function residentMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const size = Math.max(1, options.size ?? (Number(process.env.DOCUMENTS_SANDBOX_SIZE) || 2));
  const timeoutMs = options.timeoutMs ?? SANDBOX_TIMEOUT_MS;
  const startupMs = options.startupMs ?? 30_000;
  const maxQueued = options.maxQueued ?? 16;
  const heapMb = options.heapMb ?? SANDBOX_HEAP_MB;
  const maxRssMb = options.maxRssMb ?? SANDBOX_MAX_RSS_MB;
  const retireAboveMb = options.retireAboveMb ?? maxRssMb * 0.75;
  const measure = options.residentMb ?? residentMb;
  const children = new Set<Child>();
  const queue: Pending[] = [];
  const counts = { crashed: 0, timedOut: 0, outOfMemory: 0, retired: 0 };
  let nextId = 1;
  let closed = false;

  function spawnChild(): Child {
    const proc = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child: Child = { process: proc, ready: false, current: null, finished: 0 };
    children.add(child);
    proc.on('message', (answer: SandboxAnswer) => {
      if (answer.type === 'ready') {
        child.ready = true;
        if (child.current) {
          clearTimeout(child.timer);
          startClock(child);
          send(child, child.current);
        }
        return;
      }
      const pending = child.current;
      if (!pending || pending.job.id !== answer.id) return;
      finish(child);
      child.finished += 1;
      const mb = proc.pid ? measure(proc.pid) : null;
      if (mb !== null && mb > retireAboveMb) {
        counts.retired += 1;
        kill(child, 'retired');
      }
      if (answer.type === 'result') pending.resolve(answer.value);
      else if (answer.type === 'rejected') pending.reject(new DocumentRejected(answer.message, answer.reason));
      else pending.reject(new ReaderFailed(answer.message));
      dispatch();
    });
    proc.on('exit', (code, signal) => {
      children.delete(child);
      const pending = child.current;
      finish(child);
      if (pending) {
        const how = signal ?? `exit code ${code}`;
        if (child.killedFor === 'startup' && !pending.startedAgain && !closed) {
          // The document was never read: on a loaded machine a child's start (OCR's workers and language data) can
          // outlast startupMs. It goes first to a new child, which has longer to start.
          pending.startedAgain = true;
          queue.unshift(pending);
        } else if (child.killedFor === 'startup') {
          counts.timedOut += 1;
          pending.reject(new SandboxFailed('timeout', `the reader process for ${pending.job.reader} did not start within ${startupMs + timeoutMs} ms; it was killed`));
        } else if (child.killedFor === 'timeout') {
          counts.timedOut += 1;
          pending.reject(new SandboxFailed('timeout', `reader ${pending.job.reader} took more than ${timeoutMs} ms; its process was killed`));
        } else if (child.killedFor === 'memory') {
          counts.outOfMemory += 1;
          pending.reject(new SandboxFailed('memory', `reader ${pending.job.reader} used more than ${maxRssMb} MB; its process was killed`, child.finished > 0));
        } else {
          counts.crashed += 1;
          pending.reject(new SandboxFailed(closed ? 'closed' : 'crashed', `reader ${pending.job.reader} crashed its process (${how})`));
        }
      }
      if (!closed) {
        // Keep one warm child ready for the next document, and serve whoever waits.
        if (children.size === 0 && options.warm !== false) spawnChild();
        dispatch();
      }
    });
    proc.on('error', (error) => console.error('documents sandbox process error:', error.message));
    return child;
  }

  function finish(child: Child) {
    clearTimeout(child.timer);
    clearInterval(child.watchdog);
    child.current = null;
  }

  function kill(child: Child, why: NonNullable<Child['killedFor']>) {
    child.killedFor = why;
    child.process.kill('SIGKILL');
  }

  function startClock(child: Child) {
    if (child.ready) child.timer = setTimeout(() => kill(child, 'timeout'), timeoutMs);
    else child.timer = setTimeout(() => kill(child, 'startup'), child.current?.startedAgain ? startupMs + timeoutMs : startupMs);
  }

  function start(child: Child, pending: Pending) {
    child.current = pending;
    // A child still starting has startupMs to get ready, then the time limit for the document, which it is sent
    // only once ready: read during the warm-up, a document would have its time limit and part of the start-up's.
    startClock(child);
    child.watchdog = setInterval(() => {
      const mb = child.process.pid ? measure(child.process.pid) : null;
      if (mb !== null && mb > maxRssMb) kill(child, 'memory');
    }, 250);
    if (child.ready) send(child, pending);
  }

  function send(child: Child, pending: Pending) {
    child.process.send(pending.job, (error) => {
      if (error && child.current === pending) child.process.kill('SIGKILL');
    });
  }

  function dispatch() {
    while (queue.length > 0 && !closed) {
      const waiting = queue[0]!;
      const usable = (child: Child) => !child.current && !child.killedFor && child.process.connected && (!waiting.freshChild || child.finished === 0);
      let idle = [...children].find(usable);
      if (!idle && children.size < size) idle = spawnChild();
      if (!idle && waiting.freshChild) {
        // A used child idles where a fresh one is wanted: it is retired, and its exit serves the queue again.
        const used = [...children].find((child) => !child.current && !child.killedFor);
        if (used) kill(used, 'retired');
      }
      if (!idle) return;
      start(idle, queue.shift()!);
    }
  }

  if (options.warm !== false) spawnChild();

  return {
    async run(reader, bytes, mimeType) {
      if (closed) throw new SandboxFailed('closed', 'the sandbox is closed');
      await validateDocument(bytes, mimeType);
      const once = (freshChild = false) => {
        if (queue.length >= maxQueued) throw new SandboxFailed('busy', `${queue.length} documents are already waiting`);
        return new Promise((resolve, reject) => {
          queue.push({ job: { id: nextId++, reader, bytes, mimeType }, resolve, reject, freshChild });
          dispatch();
        });
      };
      // A child that dies of a signal mid-reading (a native decoder's SIGSEGV, seen under heavy load and not again on
      // the same file) is read once more in a fresh child: the taxpayer would otherwise lose every field of it. So is
      // one killed for memory after reading other documents (OCR's heap grows and hardly shrinks); a fresh child over
      // the limit is the document's own doing, and is not read again.
      const value = await once().catch((error: unknown) => {
        if (error instanceof SandboxFailed && (error.kind === 'crashed' || (error.kind === 'memory' && error.inUsedChild))) return once(true);
        throw error;
      });
      return value as SandboxReaderResult<typeof reader>;
    },
    status() {
      const busy = [...children].filter((child) => child.current).length;
      const pids = [...children].sort((a, b) => Number(!!b.current) - Number(!!a.current)).map((child) => child.process.pid!);
      const ready = [...children].filter((child) => child.ready).length;
      return { children: children.size, pids, busy, ready, queued: queue.length, ...counts };
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new SandboxFailed('closed', 'the sandbox is closed'));
      await Promise.all(
        [...children].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
              child.process.once('exit', () => resolve());
              child.process.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
