// The searchable words of a row as the in-memory search index keeps them (ADR 0202): the stored
// tsvector read from its text form, and PostgreSQL's `ts_rank` of a prefix query over it,
// repeated step by step in float4 so the index ranks exactly as the database does.

// ------------------------------------------------------------------ a stored vector in memory

/** A row's words (sorted, as the tsvector keeps them) and each word's positions. */
export interface WordVector {
  words: string[];
  positions: number[][];
}

/**
 * Reads the text form of a tsvector (`'kairat':1 'zhan':2,4`). The search vectors hold [a-z0-9]
 * words only (no space, no quote: read by splitting); a quote doubled or a backslash in a word
 * takes the slower general reading, and weights (`3A`) are read as their position.
 */
export function parseTsVector(text: string): WordVector {
  const words: string[] = [];
  const positions: number[][] = [];
  if (text === '') return { words, positions };
  if (!/[\\]|''/.test(text)) {
    // The usual text: `'word':1,2` items, one space apart, no quote inside a word.
    for (const item of text.split(' ')) {
      const end = item.lastIndexOf("'");
      words.push(item.slice(1, end));
      positions.push(
        end + 2 < item.length
          ? item
              .slice(end + 2)
              .split(',')
              .map((position) => Number.parseInt(position, 10))
          : [],
      );
    }
    return { words, positions };
  }
  const pattern = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    words.push(found[1].replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    positions.push(found[2] ? found[2].split(',').map((position) => Number.parseInt(position, 10)) : []);
  }
  return { words, positions };
}

/** A row's vector, read once per row object (a row kept from the previous build is not read again). */
const parsedVectors = new WeakMap<{ vector: string }, WordVector>();
export function vectorOf(row: { vector: string }): WordVector {
  let vector = parsedVectors.get(row);
  if (!vector) {
    vector = parseTsVector(row.vector);
    parsedVectors.set(row, vector);
  }
  return vector;
}

// ------------------------------------------------------------------ ts_rank, as PostgreSQL computes it

const f = Math.fround;
/** The weight of a position without a weight label (D): every word of the search vectors. */
const WEIGHT_D = f(0.1);

/** tsrank.c `word_distance`. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** tsrank.c `calc_rank_or`: `items` sorted and without repeats. */
function rankOr(vector: WordVector, items: readonly string[]): number {
  let res = 0;
  for (const item of items) {
    for (let entry = 0; entry < vector.words.length; entry++) {
      if (!vector.words[entry].startsWith(item)) continue;
      const positions = vector.positions[entry];
      const count = positions.length > 0 ? positions.length : 1;
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < count; j++) {
        resj = f(resj + f(WEIGHT_D / ((j + 1) * (j + 1))));
        if (WEIGHT_D > wjm) {
          wjm = WEIGHT_D;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/** tsrank.c `calc_rank_and`: `items` sorted and without repeats, at least two. */
function rankAnd(vector: WordVector, items: readonly string[]): number {
  let res = -1;
  const kept: (number[] | null)[] = items.map(() => null);
  for (let i = 0; i < items.length; i++) {
    for (let entry = 0; entry < vector.words.length; entry++) {
      if (!vector.words[entry].startsWith(items[i])) continue;
      const post = vector.positions[entry];
      kept[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = kept[k];
        if (!ct) continue;
        for (const l of post) {
          for (const p of ct) {
            const distance = Math.abs(l - p);
            if (distance === 0) continue;
            const curw = f(Math.sqrt(f(f(WEIGHT_D * WEIGHT_D) * wordDistance(distance))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** The query's words as ts_rank takes them: sorted (bytewise; the words are ASCII) and each once. */
export function rankItems(words: readonly string[]): string[] {
  return [...new Set(words)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `ts_rank(vector, 'w1:* & w2:* …'::tsquery)` with the default weights and normalisation, for a
 * vector the query matches: a float4 equal to PostgreSQL's.
 */
export function tsRank(vector: WordVector, items: readonly string[], operands: number): number {
  if (vector.words.length === 0 || items.length === 0) return 0;
  // One operand is ranked as an OR; several as an AND, unless they are one word repeated.
  const res = operands > 1 && items.length > 1 ? rankAnd(vector, items) : rankOr(vector, items);
  return res < 0 ? f(1e-20) : res;
}
