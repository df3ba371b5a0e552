/**
 * Registers the remotes of the registry with the federation runtime and loads what they expose.
 * No remote is known at build time, so a remote deploys without a new shell; one missing from the
 * registry, or one that fails to load, is an error for its slot only.
 */
import type { RemoteRegistry } from './registry.js';
import { pageOverrides, withOverrides } from './dev-overrides.js';

/** single-spa lifecycles as a remote exposes them (single-spa-react's output). */
export interface Lifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

/** The part of the federation runtime the loader uses (@module-federation/enhanced/runtime). */
export interface Federation {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** 'mf-account' → 'mf_account', the name the remote's build was given (deploy/webpack/federation.cjs). */
export function federationName(app: string): string {
  return app.replace(/-/g, '_');
}

/** The remote is not in the registry (not published yet, or the registry could not be read). */
export class RemoteMissingError extends Error {
  constructor(readonly app: string) {
    super(`Remote ${app} is not in the registry`);
    this.name = 'RemoteMissingError';
  }
}

function asLifecycles(module: unknown, id: string): Lifecycles {
  const candidate = module as Partial<Lifecycles> & { default?: Partial<Lifecycles> };
  const lifecycles = typeof candidate?.mount === 'function' ? candidate : candidate?.default;
  if (typeof lifecycles?.bootstrap !== 'function' || typeof lifecycles.mount !== 'function' || typeof lifecycles.unmount !== 'function') {
    throw new Error(`${id} does not expose single-spa lifecycles (bootstrap, mount, unmount)`);
  }
  return lifecycles as Lifecycles;
}

/** Keeps the federation runtime in step with the registry. */
export class RemoteLoader {
  private readonly registered = new Map<string, string>();
  private registry: RemoteRegistry = { remotes: {} };

  constructor(
    private readonly federation: Federation,
    private readonly readRegistry: () => Promise<RemoteRegistry>,
    /** Dev overrides of registry entries (dev-overrides.ts; none in production). */
    private readonly overrides: Record<string, string> = pageOverrides(),
  ) {}

  /** Reads the registry and registers what is new or changed; a failed read keeps what is known. */
  async refresh(): Promise<void> {
    try {
      this.apply(await this.readRegistry());
    } catch (error) {
      console.error('[shell] the remote registry could not be read', error);
    }
  }

  /** Registers every remote of a registry whose entry the runtime does not know yet. */
  apply(read: RemoteRegistry, forceApp?: string): void {
    const registry = withOverrides(read, this.overrides);
    this.registry = registry;
    for (const [app, { entry }] of Object.entries(registry.remotes)) {
      const name = federationName(app);
      const known = this.registered.get(name);
      if (known === entry && app !== forceApp) continue;
      // force replaces a known remote (a new version, or a retry after a failed load).
      this.federation.registerRemotes([{ name, entry }], { force: known !== undefined });
      this.registered.set(name, entry);
    }
  }

  /** The version the registry names for an app, if any. */
  version(app: string): string | undefined {
    return this.registry.remotes[app]?.version;
  }

  /** Before a retry: read the registry again and register the app afresh (a failed load may be cached). */
  async prepareRetry(app: string): Promise<void> {
    try {
      this.apply(await this.readRegistry(), app);
    } catch (error) {
      console.error('[shell] the remote registry could not be read', error);
    }
  }

  /** The lifecycles an app exposes under `exposed` ('lifecycles', 'signup-modal'…). */
  async lifecycles(app: string, exposed = 'lifecycles'): Promise<Lifecycles> {
    if (!this.registered.has(federationName(app))) await this.refresh();
    if (!this.registered.has(federationName(app))) throw new RemoteMissingError(app);
    const id = `${federationName(app)}/${exposed}`;
    const module = await this.federation.loadRemote<unknown>(id);
    if (!module) throw new Error(`${id} could not be loaded`);
    return asLifecycles(module, id);
  }
}
