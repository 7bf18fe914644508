// The income remote: its own build, its own port, its own mf-manifest.json (ARCHITECTURE).
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { portOf } from '@taxapp/contracts/ports';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyledComponents(),
    pluginModuleFederation({
      name: 'income',
      exposes: { './app': './src/app.tsx' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.1.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.1.0' },
        jotai: { singleton: true },
        'styled-components': { singleton: true },
        '@taxapp/contracts': { singleton: true },
        '@taxapp/contracts/': { singleton: true },
      },
      // The shell types `loadRemote` through RemoteAppProps in contracts; generated .d.ts are not needed.
      dts: false,
    }),
  ],
  html: { title: 'Tax return: income (remote)' },
  // The shell loads this remote's chunks from this remote's own origin.
  output: { assetPrefix: 'auto' },
  // The shell runs on another origin (the gateway), so the remote's server answers with CORS.
  server: { port: portOf('income'), strictPort: true, cors: true },
});
