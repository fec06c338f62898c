// The search index of a process belongs to one version of the public data: searches of one
// version share one build, a search after a write waits for a build that started after it, and
// a failed build is not kept.
import { SearchIndexHolder, type SearchIndex } from '../../../src/modules/search/search.index';

function deferred() {
  let resolve!: (index: SearchIndex) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<SearchIndex>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A holder whose builds wait until the test settles them (in `builds`, in order). */
function holderOf(version: () => number) {
  const builds: ReturnType<typeof deferred>[] = [];
  const holder = new SearchIndexHolder(() => {
    const build = deferred();
    builds.push(build);
    return build.promise;
  }, version);
  return { holder, builds };
}

describe('search index holder', () => {
  it('shares one build between the searches of one version and builds again once the version moved', async () => {
    let version = 1;
    const { holder, builds } = holderOf(() => version);
    const first = [holder.current(), holder.current(), holder.current()];
    expect(builds).toHaveLength(1);
    const one = {} as SearchIndex;
    builds[0].resolve(one);
    expect(await Promise.all(first)).toEqual([one, one, one]);
    expect(await holder.current()).toBe(one);
    expect(builds).toHaveLength(1);

    // A write while a build runs: a search after it does not take that build.
    version = 2;
    const during = holder.current();
    expect(builds).toHaveLength(2);
    version = 3;
    const after = holder.current();
    expect(builds).toHaveLength(3);
    const two = {} as SearchIndex;
    const three = {} as SearchIndex;
    builds[2].resolve(three);
    builds[1].resolve(two);
    expect(await during).toBe(two);
    expect(await after).toBe(three);
    // The older build finishing last does not replace the newer index.
    expect(await holder.current()).toBe(three);
    expect(builds).toHaveLength(3);
  });

  it('does not keep a failed build: the next search builds again', async () => {
    const { holder, builds } = holderOf(() => 7);
    const failing = holder.current();
    builds[0].reject(new Error('database unreachable'));
    await expect(failing).rejects.toThrow('database unreachable');
    const again = holder.current();
    expect(builds).toHaveLength(2);
    const index = {} as SearchIndex;
    builds[1].resolve(index);
    expect(await again).toBe(index);
  });
});
