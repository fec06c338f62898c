#!/usr/bin/env node
// The ADR index (docs/adr/README.md) stays true: every record in docs/adr is listed once, in one of
// the index's groups (architecture, domain rules, performance), with a status from the index's
// vocabulary; every record the index names exists; a record said to be amended or superseded by
// another names one that exists and is newer; and "Read these five first" names five listed
// records. Part of `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATUS_RE =
  /^(accepted|accepted, amended by \d{4}(?:, \d{4})*|superseded by \d{4}|superseded in part by \d{4}(?:, \d{4})*)$/;
const ROW_RE = /^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|[^|]*\|\s*([^|]+?)\s*\|\s*$/;
export const GROUPS = ['Architecture', 'Domain rules', 'Performance'];
const FIRST_READS = 'Read these five first';
const FIRST_READ_RE = /^- \[(\d{4})\]\(([^)]+)\)/;

/** Problems of an index text against the record files in the folder (file names). */
export function checkIndex(indexText, files) {
  const problems = [];
  const records = new Map(files.filter((name) => /^\d{4}-.+\.md$/.test(name)).map((name) => [name.slice(0, 4), name]));
  const listed = new Map();
  const firstReads = [];
  let section = null;
  indexText.split('\n').forEach((line, index) => {
    const where = `docs/adr/README.md:${index + 1}`;
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) section = heading[1];
    const firstRead = section === FIRST_READS && FIRST_READ_RE.exec(line);
    if (firstRead) firstReads.push({ number: firstRead[1], where });
    const row = ROW_RE.exec(line);
    if (!row) return;
    const [, number, link, status] = row;
    if (!GROUPS.includes(section))
      problems.push(
        `${where}: ADR ${number} is in no group; put its row under ${GROUPS.map((g) => `"## ${g}"`).join(', ')}`,
      );
    if (listed.has(number)) problems.push(`${where}: ADR ${number} is listed twice`);
    listed.set(number, status);
    if (!records.has(number)) problems.push(`${where}: ADR ${number} is listed but docs/adr has no such record`);
    else if (link !== records.get(number))
      problems.push(`${where}: ADR ${number} links ${link}, the record is ${records.get(number)}`);
    if (!STATUS_RE.test(status))
      problems.push(
        `${where}: ADR ${number} has the status "${status}"; use accepted, "accepted, amended by N", "superseded by N" or "superseded in part by N"`,
      );
    for (const other of status.match(/\d{4}/g) ?? []) {
      if (!records.has(other)) problems.push(`${where}: ADR ${number} names ${other}, which does not exist`);
      else if (other <= number)
        problems.push(`${where}: ADR ${number} is said to be changed by ${other}, which is not newer`);
    }
  });
  if (firstReads.length !== 5) problems.push(`docs/adr/README.md: "${FIRST_READS}" names ${firstReads.length} records`);
  for (const { number, where } of firstReads)
    if (!listed.has(number)) problems.push(`${where}: "${FIRST_READS}" names ${number}, which the index does not list`);
  for (const [number, name] of records)
    if (!listed.has(number))
      problems.push(`docs/adr/${name} is not in the index (docs/adr/README.md): add a row with its status`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = path.join(root, 'docs/adr');
  const problems = checkIndex(fs.readFileSync(path.join(folder, 'README.md'), 'utf8'), fs.readdirSync(folder));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`ADR index ok (${fs.readdirSync(folder).filter((name) => /^\d{4}-/.test(name)).length} records)`);
}
