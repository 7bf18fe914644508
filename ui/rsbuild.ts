// The one Rsbuild + Module Federation configuration of a remote (and the singletons the shell shares with
// them): each remote's rsbuild.config.ts only names itself, its port and its page title.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import type { RemoteName } from '@taxapp/contracts/shell';

/**
 * One copy of each at run time, negotiated between the shell and every remote (ARCHITECTURE).
 * @taxapp/ui is left out on purpose: it is stateless and about 1 KB gzip per remote, and sharing it
 * (measured with Rsbuild 2.3 / MF 2.9) added 2.2-2.8 KB gzip of fallback chunks and share metadata to each
 * remote's build while saving only 0.1-0.7 KB of its exposed chunk.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.1.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.1.0' },
  'styled-components': { singleton: true },
  '@taxapp/contracts': { singleton: true },
  '@taxapp/contracts/': { singleton: true },
};

export interface RemoteConfigOptions {
  /** The remote's name in the remotes manifest (`personal`, `income`, ...): the shell loads `<name>/app`. */
  name: RemoteName;
  /** The port of the remote's own server (`portOf(name)` from contracts). */
  port: number;
  /** Title of the page shown when the remote is opened on its own. */
  title: string;
}

export function createRemoteConfig({ name, port, title }: RemoteConfigOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginStyledComponents(),
      pluginModuleFederation({
        name,
        exposes: { './app': './src/app.tsx' },
        shared: sharedSingletons,
        // The shell types `loadRemote` through RemoteAppProps in contracts; generated .d.ts are not needed.
        dts: false,
      }),
    ],
    html: { title },
    // The shell loads this remote's chunks from this remote's own origin.
    output: { assetPrefix: 'auto' },
    // The shell runs on another origin (the gateway), so the remote's server answers with CORS.
    server: { port, strictPort: true, cors: true },
  });
}
