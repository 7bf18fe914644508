import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@taxapp/contracts/ports';
import { defaultRemotesManifest, REMOTE_PORT_NAMES } from '@taxapp/contracts/shell';
import { createGateway, remotesManifestReader } from './app';
import { serviceTargetsFromEnv } from './routes';

const env = process.env;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = portOf('gateway', env);
const remotesHost = env.REMOTES_HOST || 'localhost';
const gateway = createGateway({
  shellDist: path.resolve(repoRoot, env.SHELL_DIST || 'shell/dist'),
  targets: serviceTargetsFromEnv(env),
  remotesManifest: remotesManifestReader(env.REMOTES_MANIFEST ? path.resolve(repoRoot, env.REMOTES_MANIFEST) : undefined, () =>
    defaultRemotesManifest((name) => portOf(REMOTE_PORT_NAMES[name], env), remotesHost),
  ),
  publicUrl: env.PUBLIC_URL,
  contentSecurityPolicy: env.GATEWAY_CSP !== 'off',
});
const server = http.createServer(gateway.handler);
gateway.attach(server);
server.listen(port, env.HOST ?? '127.0.0.1', () => console.log(`gateway listening on http://localhost:${port}`));

const exit = () => {
  gateway.close();
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, exit);
// Started by scripts/start.ts with an IPC channel: when the launcher goes away, so do we.
if (process.send) process.once('disconnect', exit);
