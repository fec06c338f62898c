// The ADR index check on small fixtures (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkIndex } from './check-adr-index.mjs';

const files = ['README.md', '0010-api.md', '0020-seed.md', '0030-modules.md'];
const row = (number, name, status) => `| [${number}](${name}) | a title | ${status} |`;
const firstReads = (...numbers) => ['## Read these five first', '', ...numbers.map((n) => `- [${n}](${n}-x.md) — why`)];
const table = (group, rows) => [`## ${group}`, '', '| ADR | title | status |', '|---|---|---|', ...rows];
const FIVE = ['0010', '0020', '0010', '0020', '0010'];
/** An index with five first reads and every row in the architecture group. */
const index = (...rows) => [...firstReads(...FIVE), ...table('Architecture', rows)].join('\n');

test('an index that lists every record with a known status is fine', () => {
  assert.deepEqual(
    checkIndex(
      index(
        row('0010', '0010-api.md', 'accepted, amended by 0020, 0030'),
        row('0020', '0020-seed.md', 'superseded by 0030'),
        row('0030', '0030-modules.md', 'accepted'),
      ),
      files,
    ),
    [],
  );
});

test('a record missing from the index is reported', () => {
  const problems = checkIndex(
    index(row('0010', '0010-api.md', 'accepted'), row('0020', '0020-seed.md', 'accepted')),
    files,
  );
  assert.deepEqual(problems, [
    'docs/adr/0030-modules.md is not in the index (docs/adr/README.md): add a row with its status',
  ]);
});

test('an unknown status, a missing record, a wrong link and an older amender are reported', () => {
  const problems = checkIndex(
    index(
      row('0010', '0010-api.md', 'kind of'),
      row('0020', '0020-other.md', 'accepted'),
      row('0030', '0030-modules.md', 'superseded by 0010'),
      row('0040', '0040-x.md', 'accepted'),
    ),
    files,
  );
  assert.equal(problems.length, 4);
  assert.match(problems[0], /ADR 0010 has the status "kind of"/);
  assert.match(problems[1], /ADR 0020 links 0020-other.md, the record is 0020-seed.md/);
  assert.match(problems[2], /ADR 0030 is said to be changed by 0010, which is not newer/);
  assert.match(problems[3], /ADR 0040 is listed but docs\/adr has no such record/);
});

test('a record listed twice is reported', () => {
  const problems = checkIndex(
    index(
      row('0010', '0010-api.md', 'accepted'),
      row('0010', '0010-api.md', 'accepted'),
      row('0020', '0020-seed.md', 'accepted'),
      row('0030', '0030-modules.md', 'accepted'),
    ),
    files,
  );
  assert.deepEqual(
    problems.map((p) => p.replace(/:\d+:/, ':')),
    ['docs/adr/README.md: ADR 0010 is listed twice'],
  );
});

test('rows may sit in any of the groups, and only there', () => {
  const text = [
    ...firstReads(...FIVE),
    ...table('Domain rules', [row('0010', '0010-api.md', 'accepted')]),
    ...table('Performance', [row('0030', '0030-modules.md', 'accepted')]),
    ...table('Notes', [row('0020', '0020-seed.md', 'accepted')]),
  ].join('\n');
  const problems = checkIndex(text, files);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /ADR 0020 is in no group; put its row under "## Architecture"/);
});

test('"Read these five first" names five records the index lists', () => {
  const rows = [row('0010', '0010-api.md', 'accepted'), row('0020', '0020-seed.md', 'accepted')];
  const missing = [...firstReads('0010', '0020', '0030', '0010'), ...table('Architecture', rows)].join('\n');
  const problems = checkIndex(missing, files.slice(0, 3));
  assert.equal(problems.length, 2);
  assert.match(problems[0], /"Read these five first" names 4 records/);
  assert.match(problems[1], /"Read these five first" names 0030, which the index does not list/);
});
