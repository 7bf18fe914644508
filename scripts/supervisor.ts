// Keeps the product's processes (the services and the gateway) running, for scripts/start.ts:
// - a process that dies once it was up is started again after a growing delay (1, 2, 4 ... 30 s);
// - a process that is alive but no longer answers its /healthz (hung: a busy loop, a deadlock, SIGSTOP)
//   is killed after a few checks in a row without an answer, and the same restart path brings it back;
// - one that dies before it was ever up stops the product (a setup error, such as a port in use, would only repeat).
// Each process runs in its own process group, so a kill also ends what it started (the documents readers' sandbox).
// Every decision is said on the console.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export interface SupervisorOptions {
  /** Delays before restarting a process that died, by how many times it died in a row. */
  restartDelaysMs: number[];
  /** A process up this long is well again: its next death restarts it after the first delay. */
  stableAfterMs: number;
  /** How often a process that is up is asked for its /healthz, and how long an answer may take. */
  probeIntervalMs: number;
  probeTimeoutMs: number;
  /** Health checks in a row without an answer before the process is taken for hung and killed. */
  failedProbesBeforeKill: number;
  /** How long a (re)started process may take to answer its first health check. */
  startTimeoutMs: number;
  log: (message: string) => void;
  warn: (message: string) => void;
  /** A process died before it was ever up. */
  onFatal: (name: string, how: string) => void;
  /** Each line a process prints on stdout / stderr. */
  onOutput?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  healthUrl: string;
}

interface Supervised extends ProcessSpec {
  process: ChildProcess | null;
  startedAt: number;
  /** Deaths in a row (reset once it stays up stableAfterMs). */
  failures: number;
  /** Answered its health check at least once: from then on, a death is restarted instead of stopping all. */
  wasHealthy: boolean;
  /** Health checks in a row the current process did not answer. */
  missedProbes: number;
  /** Why the launcher killed the current process, for the restart line. */
  killedBecause?: string;
  restartTimer?: NodeJS.Timeout;
  probeTimer?: NodeJS.Timeout;
}

/** One health check: resolves true on a 200 within `timeoutMs`, false otherwise (an error answer, no answer). */
export function checkHealth(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode === 200));
      response.once('error', () => resolve(false));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.once('error', () => resolve(false));
  });
}

export class Supervisor {
  private readonly targets: Supervised[] = [];
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {}

  /** Starts a process and keeps it running; resolves once it first answers its health check. */
  add(spec: ProcessSpec): Promise<void> {
    const target: Supervised = { ...spec, process: null, startedAt: 0, failures: 0, wasHealthy: false, missedProbes: 0 };
    this.targets.push(target);
    this.start(target);
    const child = target.process!;
    return this.waitForHealth(target, child).then((healthy) => {
      if (healthy) {
        target.wasHealthy = true;
        return;
      }
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${target.name} stopped before it was up`);
      throw new Error(`${target.name} did not answer ${target.healthUrl} within ${this.options.startTimeoutMs / 1000} s`);
    });
  }

  /** The pid of a process's current run. */
  pidOf(name: string): number | undefined {
    return this.targets.find((target) => target.name === name)?.process?.pid;
  }

  /** Stops every process (SIGTERM to its group, SIGKILL after `graceMs`) and restarts none. */
  async stop(graceMs = 5000): Promise<void> {
    this.stopping = true;
    for (const target of this.targets) {
      clearTimeout(target.restartTimer);
      clearTimeout(target.probeTimer);
    }
    await Promise.all(
      this.targets.map(
        ({ process: child }) =>
          new Promise<void>((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            signalGroup(child, 'SIGTERM');
            // A stopped (SIGSTOP) process cannot act on SIGTERM until it runs again.
            signalGroup(child, 'SIGCONT');
            setTimeout(() => {
              if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
              resolve();
            }, graceMs).unref();
          }),
      ),
    );
  }

  private start(target: Supervised) {
    // Its own process group (detached), so that a kill reaches what it started too. It still goes when we go:
    // the services leave when their IPC channel to us closes, and stop() ends each group.
    const child = spawn(target.command, target.args, { cwd: target.cwd, env: target.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], detached: true });
    target.process = child;
    target.startedAt = Date.now();
    target.missedProbes = 0;
    target.killedBecause = undefined;
    this.options.log(`${target.name} started (pid ${child.pid})`);
    this.forwardLines(target.name, child.stdout, 'stdout');
    this.forwardLines(target.name, child.stderr, 'stderr');
    child.on('exit', (code, signal) => {
      clearTimeout(target.probeTimer);
      // On Ctrl-C the launcher's own handler sets `stopping`: give it the moment to.
      setTimeout(() => this.onExit(target, child, signal ?? `exit code ${code}`), 100);
    });
  }

  private forwardLines(name: string, stream: NodeJS.ReadableStream | null, kind: 'stdout' | 'stderr') {
    if (!stream) return;
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) this.options.onOutput?.(name, line, kind);
    });
  }

  private onExit(target: Supervised, child: ChildProcess, how: string) {
    if (this.stopping || target.process !== child) return;
    const because = target.killedBecause ? `${how}, ${target.killedBecause}` : how;
    if (!target.wasHealthy) {
      this.options.onFatal(target.name, because);
      return;
    }
    if (Date.now() - target.startedAt > this.options.stableAfterMs) target.failures = 0;
    const delays = this.options.restartDelaysMs;
    const delay = delays[Math.min(target.failures, delays.length - 1)]!;
    target.failures += 1;
    this.options.warn(`${target.name} stopped (${because}); restarting it in ${delay / 1000} s (restart ${target.failures} in a row)`);
    target.restartTimer = setTimeout(() => {
      if (this.stopping) return;
      this.start(target);
      const restarted = target.process!;
      const started = Date.now();
      void this.waitForHealth(target, restarted).then((healthy) => {
        if (healthy) this.options.log(`${target.name} is back (pid ${restarted.pid}, healthy after ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      });
    }, delay);
  }

  /**
   * Polls the process's /healthz until it answers (true), dies or we stop (false). One that stays alive without
   * answering for startTimeoutMs is killed as hung (its exit restarts it), so a stuck start does not last forever.
   */
  private async waitForHealth(target: Supervised, child: ChildProcess): Promise<boolean> {
    const deadline = Date.now() + this.options.startTimeoutMs;
    const current = () => !this.stopping && target.process === child && child.exitCode === null && child.signalCode === null;
    while (current()) {
      if (await checkHealth(target.healthUrl, 2000)) {
        if (!current()) return false;
        this.scheduleProbe(target, child);
        return true;
      }
      if (Date.now() > deadline) {
        if (current() && target.wasHealthy) this.killHung(target, child, `no answer on ${target.healthUrl} within ${this.options.startTimeoutMs / 1000} s of its start`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return false;
  }

  /** The watch for hanging: one health check every probeIntervalMs (from one check's start to the next's). */
  private scheduleProbe(target: Supervised, child: ChildProcess, afterMs = this.options.probeIntervalMs) {
    clearTimeout(target.probeTimer);
    target.probeTimer = setTimeout(async () => {
      if (this.stopping || target.process !== child || child.exitCode !== null) return;
      const began = Date.now();
      const healthy = await checkHealth(target.healthUrl, this.options.probeTimeoutMs);
      if (this.stopping || target.process !== child || child.exitCode !== null || child.signalCode !== null) return;
      if (healthy) {
        target.missedProbes = 0;
      } else {
        target.missedProbes += 1;
        if (target.missedProbes >= this.options.failedProbesBeforeKill) {
          this.killHung(target, child, `${target.missedProbes} health checks in a row without an answer within ${this.options.probeTimeoutMs / 1000} s`);
          return;
        }
      }
      this.scheduleProbe(target, child, Math.max(0, this.options.probeIntervalMs - (Date.now() - began)));
    }, afterMs);
    target.probeTimer.unref();
  }

  private killHung(target: Supervised, child: ChildProcess, why: string) {
    target.killedBecause = 'it was not answering';
    this.options.warn(`${target.name} (pid ${child.pid}) is alive but not answering: ${why}; killing it (SIGKILL to its process group)`);
    signalGroup(child, 'SIGKILL');
  }
}

/** A signal to the child's process group (it leads one: spawned detached), or to the child alone if that fails. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}
