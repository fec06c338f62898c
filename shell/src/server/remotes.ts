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
const loading = new Map<RemoteName, Promise<RemoteModule>>();

/** Loads (once) the remote's `./routes` from its server container. */
export function loadServerRemote(name: RemoteName, remotes: ServerRemotes): Promise<RemoteModule> {
  const ready = loadedRemoteModule(name);
  if (ready && registered.get(name) === remotes[name]) return Promise.resolve(ready);
  let promise = loading.get(name);
  if (!promise) {
    const entry = remotes[name];
    if (!entry) return Promise.reject(new Error(`no server container for ${name}`));
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
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}
