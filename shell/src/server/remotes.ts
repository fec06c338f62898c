// The remotes of the server render: like remotes.json for the browser, the deployment names
// where each remote's server container lives — a file path (or file: URL), read with Node's
// require, or an http(s) URL, fetched and evaluated by the federation node runtime. Nothing
// about a remote is built into the shell.
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@league/shared';
import { loadedRemoteModule, rememberRemoteModule } from '../federation/remotes';

export type ServerRemotes = Partial<Record<RemoteName, string>>;

declare const __non_webpack_require__: NodeJS.Require;

const isUrl = (entry: string) => /^https?:\/\//.test(entry);

/** A container on disk is required as the CommonJS module it is built as. */
const fileEntries: ModuleFederationRuntimePlugin = {
  name: 'league-file-entries',
  loadEntry({ remoteInfo }) {
    const { entry, entryGlobalName } = remoteInfo;
    if (isUrl(entry)) return undefined;
    const file = entry.startsWith('file:') ? new URL(entry).pathname : entry;
    const exports = __non_webpack_require__(file) as Record<string, unknown>;
    // `commonjs-module` with a name: the container is the export of that name.
    return (exports[entryGlobalName] ?? exports) as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
  },
};

let pluginsRegistered = false;
const registered = new Map<RemoteName, string>();
const loading = new Map<string, Promise<RemoteModule>>();
/** Entries that failed to load: the module loaded before keeps serving (ADR 0301). */
const failed = new Set<string>();

/**
 * Loads (once per entry) the remote's `./routes` from its server container. A new entry (a
 * release of the remote) is loaded on the next render; if it fails, the module loaded before
 * keeps serving and the failure is logged once.
 */
export function loadServerRemote(name: RemoteName, remotes: ServerRemotes): Promise<RemoteModule> {
  const ready = loadedRemoteModule(name);
  const entry = remotes[name];
  if (ready && (registered.get(name) === entry || (entry && failed.has(entry)))) return Promise.resolve(ready);
  if (!entry) return Promise.reject(new Error(`no server container for ${name}`));
  let promise = loading.get(entry);
  if (!promise) {
    if (!pluginsRegistered) {
      registerPlugins([fileEntries]);
      pluginsRegistered = true;
    }
    registerRemotes([{ name: `${name}_server`, alias: name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
    promise = loadRemote<{ default: RemoteModule }>(`${name}_server/routes`).then((exposed) => {
      if (!exposed) throw new Error(`${name} has no server routes`);
      return rememberRemoteModule(name, exposed.default);
    });
    promise.catch((error: unknown) => {
      loading.delete(entry);
      if (!ready) return;
      // The module loaded before keeps serving; this entry is not tried again.
      failed.add(entry);
      console.error(
        `[server render] ${name} from ${entry} could not be loaded; the previous build keeps serving`,
        error,
      );
    });
    loading.set(entry, promise);
  }
  return ready ? promise.catch(() => ready) : promise;
}
