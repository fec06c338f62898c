// What a build declares about itself (ADR 0300): the app's federation name, its version and the
// @league/runtime range it needs. config/rspack.factory.mjs defines it per build; tests and
// the server run without one.
export interface Release {
  name: string;
  version: string;
  /** The @league/runtime range the build needs, `^x.y.z`. */
  runtime: string;
}

function parseRelease(text: string | undefined): Release | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Release>;
    return typeof value.name === 'string' && typeof value.version === 'string' && typeof value.runtime === 'string'
      ? (value as Release)
      : undefined;
  } catch {
    return undefined;
  }
}

/** This build's release, or undefined outside a build (tests). */
export const BUILD_RELEASE: Release | undefined = parseRelease(process.env.LEAGUE_RELEASE);
