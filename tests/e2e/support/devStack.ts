// A stand-in for `npm start` while the launcher is being written elsewhere: the embedded database, the
// identity and forms services, the four remotes' builds on their ports (with CORS), and a small gateway
// on the gateway port (the shell's dist with SPA fallback, /remotes.json, /api forwarded by prefix,
// WebSocket included). Ports follow PORT_OFFSET; data goes to DATA_DIR.
//   PORT_OFFSET=20000 DATA_DIR=$(mktemp -d) npx tsx tests/e2e/support/devStack.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf, type PortName } from '@taxapp/contracts/ports';
import { defaultRemotesManifest, REMOTE_NAMES } from '@taxapp/contracts/shell';
import { startEmbeddedDatabase } from '@taxapp/platform';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const env = { ...process.env };
const host = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function serveStatic(dir: string, req: http.IncomingMessage, res: http.ServerResponse, spaFallback: boolean, cors: boolean) {
  if (cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
  }
  const url = new URL(req.url ?? '/', 'http://x');
  let file = path.join(dir, decodeURIComponent(url.pathname));
  if (!file.startsWith(dir)) return void res.writeHead(403).end();
  if (!existsSync(file) || statSync(file).isDirectory()) {
    const index = path.join(file, 'index.html');
    if (existsSync(index)) file = index;
    else if (spaFallback && !path.extname(url.pathname)) file = path.join(dir, 'index.html');
    else return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
  const ext = path.extname(file);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', ext === '.html' || file.endsWith('mf-manifest.json') ? 'no-store' : 'public, max-age=31536000, immutable');
  createReadStream(file).pipe(res);
}

function target(pathname: string): PortName | null {
  if (pathname.startsWith('/api/identity/')) return 'identity';
  if (pathname.startsWith('/api/forms/') || pathname.startsWith('/api/api-gateway/taxpayer/')) return 'forms';
  return null;
}

const children: ChildProcess[] = [];
function startService(name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, `services/${name}/src/main.ts`)], { env, stdio: 'inherit' });
  children.push(child);
}

async function main() {
  const db = await startEmbeddedDatabase({ dataDir: env.DATA_DIR ?? path.join(root, '.data'), port: portOf('embeddedDatabase', env), host });
  startService('identity');
  startService('forms');

  const remoteDirs = { personal: 'mfe-personal', income: 'mfe-income', deductionsCredits: 'mfe-deductions-credits', reviewCoach: 'mfe-review-coach' } as const;
  const servers: http.Server[] = [];
  for (const name of REMOTE_NAMES) {
    const dir = path.join(root, remoteDirs[name], 'dist');
    const server = http.createServer((req, res) => serveStatic(dir, req, res, false, true));
    server.listen(portOf(name, env), host);
    servers.push(server);
  }

  // the gateway opens once the services answer
  for (const service of ['identity', 'forms'] as const) {
    for (let i = 0; ; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(portOf(service, env), host, () => (socket.end(), resolve(true)));
        socket.on('error', () => resolve(false));
      });
      if (up) break;
      if (i > 600) throw new Error(`${service} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const manifest = env.REMOTES_MANIFEST_JSON ? JSON.parse(env.REMOTES_MANIFEST_JSON) : defaultRemotesManifest((n) => portOf(n, env));
  const shellDir = path.join(root, 'shell', 'dist');
  const gateway = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(manifest));
      return;
    }
    const service = target(url.pathname);
    if (!service) return serveStatic(shellDir, req, res, true, false);
    const upstream = http.request({ host, port: portOf(service, env), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.headersSent ? res.end() : res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Service unavailable' })));
    req.pipe(upstream);
  });
  gateway.on('upgrade', (req, socket, head) => {
    const service = target(new URL(req.url ?? '/', 'http://x').pathname);
    if (!service) return socket.destroy();
    const upstream = net.connect(portOf(service, env), host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]))];
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  gateway.listen(portOf('gateway', env), host);
  servers.push(gateway);
  console.log(`dev stack: http://localhost:${portOf('gateway', env)}`);

  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    for (const server of servers) server.close();
    await db.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
