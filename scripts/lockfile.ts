// Reads package-lock.json the way `npm ci` does, to tell whether the lock is complete: `npm ci`
// refuses a lock that lacks any package a manifest names, including the optional per-platform
// binaries (esbuild's, Biome's, rolldown's, sharp's) that an install on one platform never fetches.

/** One entry of a lockfileVersion 3 `packages` map (only the fields read here). */
export interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** A dependency named by one lock entry that no lock entry provides. */
export interface UnresolvedDependency {
  from: string;
  name: string;
  optional: boolean;
}

/**
 * The lock path Node would load `name` from when required at `from`: the nearest `node_modules`
 * folder walking up from the entry's own folder to the root, as npm lays them out.
 */
export function resolveInLock(lock: Lockfile, from: string, name: string): string | undefined {
  let folder = from;
  for (;;) {
    const candidate = folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (folder === '') return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent >= 0 ? folder.slice(0, parent) : '';
  }
}

/** Every dependency, optional or not, that the lock names but does not provide. */
export function unresolvedDependencies(lock: Lockfile): UnresolvedDependency[] {
  const unresolved: UnresolvedDependency[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const required = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.devDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter(
        (name) => !entry.peerDependenciesMeta?.[name]?.optional,
      ),
    ];
    for (const name of required) {
      if (!resolveInLock(lock, from, name)) unresolved.push({ from, name, optional: false });
    }
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(lock, from, name)) unresolved.push({ from, name, optional: true });
    }
  }
  return unresolved;
}
