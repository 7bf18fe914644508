// The shell (host): learns where the four remotes live at run time from /remotes.json (served by the
// gateway on the same origin), so `remotes` is empty here and registerRemotes() fills it in the browser.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RequestHandler } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { portOf } from '@taxapp/contracts/ports';
import { defaultRemotesManifest } from '@taxapp/contracts/shell';
import { sharedSingletons } from '@taxapp/ui/rsbuild';

// In development the shell's own server stands in for the gateway: it answers /remotes.json with the
// remotes' dev servers and forwards /api (WebSocket included) to the running gateway.
const devPort = Number(process.env.SHELL_DEV_PORT ?? 3100 + Number(process.env.PORT_OFFSET ?? 0));
const remotesJson: RequestHandler = (req, res, next) => {
  if (req.url !== '/remotes.json') return next();
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(defaultRemotesManifest((name) => portOf(name))));
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyledComponents(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      dts: false,
    }),
  ],
  html: { template: './index.html', title: 'TaxApp: your 2024 tax return' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: {
    port: devPort,
    strictPort: true,
    historyApiFallback: true,
    proxy: { '/api': { target: `http://localhost:${portOf('gateway')}`, ws: true } },
  },
  dev: { setupMiddlewares: [(middlewares) => void middlewares.unshift(remotesJson)] },
});
