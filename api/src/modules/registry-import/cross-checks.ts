// The checks of a person's row that need the other rows and the registry (ADR 0250): a line that
// repeats an earlier one, the same person twice (identity number, or name and birth date), a
// shirt number or a captaincy taken in the team — by an earlier line or by a player the team
// has —, an over-age player not marked as such, and a person already registered: in the same
// team that row is already done (left as it is); elsewhere it is the duplicate the form warns of.
import type { PlayerCreateBody, StaffCreateBody } from '@league/shared/contracts';
import { nameKeys } from '../players/index';
import type { PersonEntry } from './check-people';
import type { PersonRow, PlaceRow } from './import.repository';
import { addIssue, hasErrors, type PlannedRow } from './plan';

/** The name keys of a row's person, worked out once per body (transliteration is the costly part). */
const keysOf = (() => {
  const known = new WeakMap<object, string[]>();
  return (body: PlayerCreateBody | StaffCreateBody): string[] => {
    let keys = known.get(body);
    if (!keys) known.set(body, (keys = nameKeys(body)));
    return keys;
  };
})();

const firstLine = (map: Map<string, number>, key: string, line: number): number | null => {
  const seen = map.get(key);
  if (seen !== undefined) return seen;
  map.set(key, line);
  return null;
};

/** Repeats of an earlier line, of a person's identity number, of a name with its birth date. */
export function checkRepeats(entries: PersonEntry<PlayerCreateBody | StaffCreateBody>[]): void {
  const lines = new Map<string, number>();
  const identities = new Map<string, number>();
  const names = new Map<string, number>();
  for (const { row, body } of entries) {
    const whole = firstLine(lines, JSON.stringify(Object.values(row.cells)), row.line);
    if (whole !== null) {
      row.errors = { row: [{ rule: 'duplicate_row', params: { line: whole } }] };
      continue;
    }
    const identity = body.identity_number?.toUpperCase();
    const byIdentity = identity ? firstLine(identities, identity, row.line) : null;
    if (byIdentity !== null)
      addIssue(row.errors, 'identity_number', { rule: 'duplicate_person', params: { line: byIdentity } });
    if (!body.birth_date) continue;
    for (const key of keysOf(body)) {
      const byName = firstLine(names, `${key}|${body.birth_date}`, row.line);
      if (byName !== null && byName !== byIdentity) {
        addIssue(row.errors, 'last_name', { rule: 'duplicate_person', params: { line: byName } });
        break;
      }
    }
  }
}

/** The registry's people by identity number and by birth date, to find a row's person at once. */
function indexPeople(people: PersonRow[]) {
  const byIdentity = new Map<string, PersonRow>();
  const byBirth = new Map<string, PersonRow[]>();
  for (const person of people) {
    if (person.identity && !byIdentity.has(person.identity)) byIdentity.set(person.identity, person);
    if (person.birth_date) byBirth.set(person.birth_date, [...(byBirth.get(person.birth_date) ?? []), person]);
  }
  return { byIdentity, byBirth };
}

/** Someone the registry holds who is this row's person: same identity number, or same birth date and name. */
function registered(body: PlayerCreateBody | StaffCreateBody, index: ReturnType<typeof indexPeople>) {
  const identity = body.identity_number?.toUpperCase() ?? null;
  const byIdentity = identity ? index.byIdentity.get(identity) : undefined;
  if (byIdentity) return { person: byIdentity, column: 'identity_number' };
  if (!body.birth_date) return null;
  const keys = keysOf(body);
  const person = index.byBirth.get(body.birth_date)?.find((p) => p.keys.some((k) => keys.includes(k)));
  return person ? { person, column: 'last_name' } : null;
}

/** People already registered: the same team's is done (left as it is), another's is refused. */
export function checkRegistered(entries: PersonEntry<PlayerCreateBody | StaffCreateBody>[], people: PersonRow[]): void {
  const index = indexPeople(people);
  for (const { row, body, team } of entries) {
    if (hasErrors(row)) continue;
    const match = registered(body, index);
    if (!match) continue;
    if (team?.id != null && match.person.team_ids.includes(team.id)) {
      row.exists = true;
      addIssue(row.notes, 'row', { rule: 'exists' });
    } else {
      const club = match.person.club ? ` (${match.person.club})` : '';
      addIssue(row.errors, match.column, { rule: 'registered', params: { name: match.person.name, club } });
    }
  }
}

/** Shirt numbers and captaincy per team, against earlier lines and the team's players; over-age players. */
export function checkPlayerTeams(entries: PersonEntry<PlayerCreateBody>[], places: PlaceRow[]): void {
  const numbers = new Map<string, number>();
  const captains = new Map<string, number>();
  for (const { row, body, team } of entries) {
    if (!team || row.exists || row.errors.row) continue;
    checkNumber(
      row,
      body,
      team.key,
      numbers,
      places.filter((p) => p.team_id === team.id),
    );
    if (body.is_captain) {
      const earlier = firstLine(captains, team.key, row.line);
      const holder = team.id === null ? undefined : places.find((p) => p.team_id === team.id && p.is_captain);
      if (holder) addIssue(row.errors, 'captain', { rule: 'captain_taken', params: { name: holder.name } });
      else if (earlier !== null)
        addIssue(row.errors, 'captain', { rule: 'captain_in_file', params: { line: earlier } });
    }
    const year = Number(body.birth_date?.slice(0, 4));
    if (year && year < team.birthYear && !body.is_joker && !row.errors.birth_date)
      addIssue(row.errors, 'birth_date', { rule: 'over_age', params: { year, team_year: team.birthYear } });
  }
}

function checkNumber(
  row: PlannedRow,
  body: PlayerCreateBody,
  teamKey: string,
  numbers: Map<string, number>,
  places: PlaceRow[],
) {
  if (typeof body.number !== 'number' || row.errors.number) return;
  const earlier = firstLine(numbers, `${teamKey}|${body.number}`, row.line);
  if (places.some((p) => p.number === body.number)) addIssue(row.errors, 'number', { rule: 'number_taken' });
  else if (earlier !== null)
    addIssue(row.errors, 'number', { rule: 'number_in_file', params: { number: body.number, line: earlier } });
}
