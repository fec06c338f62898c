// The runtime's version (its package.json's; a unit test keeps the two equal) and the
// compatibility rule of ADR 0300: a remote built against runtime x.y.z needs ^x.y.z; the shell
// provides one version; a major version changes only what every app must be rebuilt for.
export const RUNTIME_VERSION = '1.1.0';

/** `[major, minor, patch]` of a plain x.y.z version, or null. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether `version` satisfies a caret range `^x.y.z` (the only form the product writes): same
 * major (for 0.y.z the same minor), and not older. Anything else is not satisfied.
 */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parseVersion(version);
  const need = range.startsWith('^') ? parseVersion(range.slice(1)) : null;
  if (!have || !need) return false;
  if (have[0] !== need[0]) return false;
  if (need[0] === 0 && have[1] !== need[1]) return false;
  for (let i = 0; i < 3; i++) {
    if (have[i] !== need[i]) return have[i] > need[i];
  }
  return true;
}
