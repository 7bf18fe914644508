// A small static server for a remote's build: its own port, CORS so the shell (another origin) can load it.
import http from 'node:http';
import express from 'express';

export async function startStaticServer(dir: string, port: number, host = '127.0.0.1'): Promise<{ port: number; close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
  app.use(
    express.static(dir, {
      setHeaders(res, file) {
        // Hashed chunks are immutable; the manifests and entry files must always be fresh.
        res.setHeader('Cache-Control', /\.[0-9a-f]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
