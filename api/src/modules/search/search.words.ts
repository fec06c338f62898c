// The word list of one kind of the in-memory search index (ADR 0202): every distinct word of
// its rows, sorted, so a prefix query is a binary search; and the pick of the best rows.
import type { WordVector } from './search.rank';

/** First index of `sorted` not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a vector has a word starting with `prefix`. */
export function hasPrefix(vector: WordVector, prefix: string): boolean {
  const at = lowerBound(vector.words, prefix);
  return at < vector.words.length && vector.words[at].startsWith(prefix);
}

/** Every distinct word of the rows of one kind, sorted, each with the rows holding it. */
export class WordList {
  private readonly words: string[];
  private readonly rows: Int32Array[];
  /** Per row: how many of the query's words it held so far in this query (`stamp` + count). */
  private readonly marks: Uint32Array;
  private stamp = 0;

  constructor(vectors: readonly WordVector[]) {
    const byWord = new Map<string, number[]>();
    vectors.forEach((vector, row) => {
      for (const word of vector.words) {
        const list = byWord.get(word);
        if (list) list.push(row);
        else byWord.set(word, [row]);
      }
    });
    this.words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.rows = this.words.map((word) => Int32Array.from(byWord.get(word)!));
    this.marks = new Uint32Array(vectors.length);
  }

  get size(): number {
    return this.words.length;
  }

  /** The rows holding, for every query word, a word it starts (the `@@` of the prefix tsquery). */
  matching(queryWords: readonly string[]): number[] {
    const distinct = [...new Set(queryWords)];
    if (this.stamp + 2 * (distinct.length + 1) >= 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    const base = this.stamp + 1;
    this.stamp = base + distinct.length;
    const found: number[] = [];
    distinct.forEach((word, w) => {
      const last = w === distinct.length - 1;
      for (let at = lowerBound(this.words, word); at < this.words.length && this.words[at].startsWith(word); at++) {
        for (const row of this.rows[at]) {
          const mark = this.marks[row];
          // Held every earlier word (the first word: any row), not yet counted for this one.
          if (w === 0 ? mark < base : mark === base + w - 1) {
            this.marks[row] = base + w;
            if (last) found.push(row);
          }
        }
      }
    });
    return found;
  }
}

/** The `limit` best of `rows` by `before` (a strict order), best first. */
export function best<T>(rows: Iterable<T>, limit: number, before: (a: T, b: T) => boolean): T[] {
  const kept: T[] = [];
  for (const row of rows) {
    if (kept.length === limit && !before(row, kept[kept.length - 1])) continue;
    let at = kept.length;
    while (at > 0 && before(row, kept[at - 1])) at--;
    kept.splice(at, 0, row);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}
