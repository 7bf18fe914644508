// The launcher's supervisor (scripts/supervisor.ts, issue 7): a process that is alive but no longer answers its
// /healthz (here: stopped with SIGSTOP, as a hung event loop would look from outside) is killed with everything
// it started, said on the console, and started again by the restart path; one that answers is left alone.
// Real child processes (a small HTTP server that starts a grandchild), real health checks over HTTP.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Supervisor } from '../../scripts/supervisor';

const CHILD = `
import http from 'node:http';
import { spawn } from 'node:child_process';
const helper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
console.log('helper pid ' + helper.pid);
http.createServer((req, res) => res.end('{"ok":true}')).listen(Number(process.env.PORT), '127.0.0.1');
process.on('disconnect', () => { helper.kill(); process.exit(0); });
`;

/** Alive = exists and is not a zombie (a container's pid 1 may never reap the killed grandchild). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const lines: string[] = [];
let folder: string;
let supervisor: Supervisor;

async function waitForLine(pattern: RegExp, from = 0, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of lines.slice(from)) {
      const match = pattern.exec(line);
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no line ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`);
}

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'taxapp-supervisor-'));
  writeFileSync(path.join(folder, 'child.mjs'), CHILD);
});
afterAll(async () => {
  await supervisor?.stop(1000);
  rmSync(folder, { recursive: true, force: true });
});

it('kills a service that stops answering its health check, with what it started, and starts it again', async () => {
  const port = await freePort();
  supervisor = new Supervisor({
    restartDelaysMs: [200],
    stableAfterMs: 60_000,
    probeIntervalMs: 200,
    probeTimeoutMs: 300,
    failedProbesBeforeKill: 3,
    startTimeoutMs: 10_000,
    log: (message) => lines.push(`[start] ${message}`),
    warn: (message) => lines.push(`[start] ${message}`),
    onFatal: (name, how) => lines.push(`[start] FATAL ${name} ${how}`),
    onOutput: (name, line) => lines.push(`[${name}] ${line}`),
  });
  await supervisor.add({
    name: 'forms',
    command: process.execPath,
    args: [path.join(folder, 'child.mjs')],
    cwd: folder,
    env: { ...process.env, PORT: String(port) },
    healthUrl: `http://127.0.0.1:${port}/healthz`,
  });
  const first = supervisor.pidOf('forms')!;
  const helper = Number((await waitForLine(/^\[forms\] helper pid (\d+)$/))[1]);
  expect(alive(helper)).toBe(true);

  // Answering: checked about ten times in two seconds, never killed.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(lines.filter((line) => /not answering|stopped/.test(line))).toEqual([]);
  expect(supervisor.pidOf('forms')).toBe(first);

  const from = lines.length;
  const stoppedAt = Date.now();
  process.kill(first, 'SIGSTOP');

  await waitForLine(
    new RegExp(
      `^\\[start\\] forms \\(pid ${first}\\) is alive but not answering: 3 health checks in a row without an answer within 0\\.3 s; killing it \\(SIGKILL to its process group\\)$`,
    ),
    from,
  );
  await waitForLine(/^\[start\] forms stopped \(SIGKILL, it was not answering\); restarting it in 0\.2 s \(restart 1 in a row\)$/, from);
  const back = await waitForLine(/^\[start\] forms is back \(pid (\d+), healthy after [\d.]+ s\)$/, from);
  // Three checks 0.2 s apart, each given 0.3 s: killed within a few seconds, not at the first slow answer.
  expect(Date.now() - stoppedAt).toBeGreaterThan(600);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);

  const second = Number(back[1]);
  expect(second).not.toBe(first);
  expect(supervisor.pidOf('forms')).toBe(second);
  expect(alive(first)).toBe(false);
  expect(alive(helper)).toBe(false); // its process group went with it
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(await response.json()).toEqual({ ok: true });
  expect(lines.filter((line) => line.includes('FATAL'))).toEqual([]);

  await supervisor.stop(1000);
  expect(alive(second)).toBe(false);
});
