// One editable part of a versioned record (crew, statistics, additions, one team's squad): the
// values as loaded (`base`), what the user has typed (`value`), the version a save names, and the
// saved values a 409 brought back. A newer record from the server replaces an untouched part; a
// part being edited keeps the user's input and moves to the new version only when nobody changed
// that part meanwhile — otherwise the next save gets the 409 and the differences are shown.
import { useState } from 'react';

export interface Section<V> {
  value: V;
  base: V;
  version: number;
  /** The saved values after a 409 (null when there was none). */
  conflict: V | null;
  dirty: boolean;
  setValue: (update: (value: V) => V) => void;
  /** After a 409: the saved values become the base, the user's input stays. */
  conflicted: (current: V, version: number) => void;
  /** Takes the saved values (drops the user's input). */
  take: () => void;
  /** After this part's own successful save. */
  saved: (values: V, version: number) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useSection<V>(loaded: V, loadedVersion: number): Section<V> {
  const [state, setState] = useState({
    base: loaded,
    value: loaded,
    version: loadedVersion,
    conflict: null as V | null,
    seen: loadedVersion,
  });
  if (loadedVersion > state.seen) {
    const dirty = !same(state.value, state.base);
    if (!dirty) setState({ base: loaded, value: loaded, version: loadedVersion, conflict: null, seen: loadedVersion });
    else if (same(loaded, state.base)) setState({ ...state, version: loadedVersion, seen: loadedVersion });
    else setState({ ...state, seen: loadedVersion });
  }
  return {
    value: state.value,
    base: state.base,
    version: state.version,
    conflict: state.conflict,
    dirty: !same(state.value, state.base),
    setValue: (update) => setState((s) => ({ ...s, value: update(s.value) })),
    conflicted: (current, version) =>
      setState((s) => ({ ...s, base: current, version, conflict: current, seen: Math.max(s.seen, version) })),
    take: () => setState((s) => ({ ...s, value: s.base, conflict: null })),
    saved: (values, version) => setState({ base: values, value: values, version, conflict: null, seen: version }),
  };
}
