// Remote registry at run time: no remote URL is built into the shell. remotes.json (served
// no-cache) says where each remote lives; only the remotes the visitor or the signed-in role
// may use are registered and loaded.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  LAYOUTS,
  MIDDLEWARES,
  RUNTIME_VERSION,
  addNamespace,
  currentLocale,
  loadLanguage,
  satisfiesCaret,
  type RemoteModule,
  type RemoteName,
  type RoleSlug,
} from '@league/shared';
import { middlewareFits } from '../middleware/registry';
import { remotesFor } from './mounts';
import { RuntimeMismatchError, runtimeMismatchOf } from './runtime-mismatch';

type Manifest = Partial<Record<RemoteName, string>>;

/** Where the deployment says each remote lives (the server render preloads it for the wake script). */
export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifestPromise: Promise<Manifest> | null = null;
const registered = new Map<RemoteName, string>();
const modules = new Map<RemoteName, Promise<RemoteModule>>();
const loaded = new Map<RemoteName, RemoteModule>();

/** The remote's module if it has finished loading (synchronously, for a first render). */
export function loadedRemoteModule(name: RemoteName): RemoteModule | undefined {
  return loaded.get(name);
}

/** Records a remote loaded by other means (the server render loads its server container). */
export function rememberRemoteModule(name: RemoteName, mod: RemoteModule): RemoteModule {
  const checked = validateRemoteModule(mod, name);
  addNamespace(checked.namespace, checked.resources);
  loaded.set(name, checked);
  modules.set(name, Promise.resolve(checked));
  return checked;
}

export function loadRemotesManifest(): Promise<Manifest> {
  manifestPromise ??= fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
      return res.json() as Promise<Manifest>;
    })
    .catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
  return manifestPromise;
}

/** Registers the remotes the given role may use (idempotent). */
export async function registerFor(role: RoleSlug | null): Promise<void> {
  const manifest = await loadRemotesManifest();
  const fresh = remotesFor(role).filter((name) => manifest[name] && !registered.has(name));
  if (fresh.length === 0) return;
  registerRemotes(fresh.map((name) => ({ name, entry: manifest[name]! })));
  for (const name of fresh) registered.set(name, manifest[name]!);
}

export class UnknownNameError extends Error {}

export { RuntimeMismatchError, runtimeMismatchOf } from './runtime-mismatch';

/** Checks the names a remote uses against the shell's registries: unknown or misplaced names fail loudly. */
export function validateRemoteModule(mod: RemoteModule, name: string): RemoteModule {
  if (!mod || !Array.isArray(mod.routes)) throw new Error(`${name} does not expose a routes module`);
  if (mod.release && !satisfiesCaret(RUNTIME_VERSION, mod.release.runtime)) {
    throw new RuntimeMismatchError(name, mod.release.runtime, RUNTIME_VERSION);
  }
  for (const route of mod.routes) {
    if (!(LAYOUTS as readonly string[]).includes(route.layout)) {
      throw new UnknownNameError(`${name}: route ${route.path} uses an unknown layout "${route.layout}"`);
    }
    for (const mw of route.middleware ?? []) {
      if (!(MIDDLEWARES as readonly string[]).includes(mw)) {
        throw new UnknownNameError(`${name}: route ${route.path} uses an unknown middleware "${mw}"`);
      }
      if (!middlewareFits(mw, route.path)) {
        throw new UnknownNameError(
          `${name}: route ${route.path} names the middleware "${mw}", which the access table's entry for its page does not fit`,
        );
      }
    }
  }
  return mod;
}

export function loadRemoteModule(name: RemoteName, role: RoleSlug | null): Promise<RemoteModule> {
  let promise = modules.get(name);
  if (!promise) {
    promise = registerFor(role)
      .then(() => {
        if (!registered.has(name)) throw new Error(`${name} is not available to this visitor`);
        return loadRemote<{ default: RemoteModule }>(`${name}/routes`).catch((error: unknown) => {
          throw runtimeMismatchOf(name, error) ?? error;
        });
      })
      .then(async (exposed) => {
        const mod = validateRemoteModule(exposed?.default as RemoteModule, name);
        // Its strings in the page's language arrive before its pages render (ADR 0203).
        addNamespace(mod.namespace, mod.resources);
        await loadLanguage(currentLocale());
        return rememberRemoteModule(name, mod);
      });
    promise.catch(() => modules.delete(name));
    modules.set(name, promise);
  }
  return promise;
}

/** Forgets a failed remote so the next attempt fetches its entry again. */
export function resetRemote(name: RemoteName): void {
  modules.delete(name);
  loaded.delete(name);
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
