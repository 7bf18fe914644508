// Where the remotes live is read at run time from /remotes.json (an operator edits it without rebuilding
// the shell); each remote's `./app` is then loaded through the Module Federation runtime.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteAppProps, type RemoteName, type RemotesManifest } from '@taxapp/contracts/shell';

let manifest: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remotes manifest could not be read (${response.status}).`);
  const body = (await response.json()) as Partial<Record<string, unknown>>;
  const entries = REMOTE_NAMES.map((name) => {
    const url = body[name];
    if (typeof url !== 'string' || !url) throw new Error(`The remotes manifest names no address for ${name}.`);
    return [name, new URL(url, location.href).href] as const;
  });
  const result = Object.fromEntries(entries) as RemotesManifest;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: result[name] })));
  return result;
}

function ensureManifest(): Promise<RemotesManifest> {
  manifest ??= fetchManifest().catch((error) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

/** Loads `<name>/app`. With `retry`, the remote is registered again so a failed entry is fetched anew. */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<ComponentType<RemoteAppProps>> {
  const urls = await ensureManifest();
  if (retry) registerRemotes([{ name, entry: urls[name] }], { force: true });
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/app`);
  if (!module || typeof module.default !== 'function') throw new Error(`The ${name} part of the app did not load.`);
  return module.default;
}
