// SQL of the duplicate probe of a new person (players and staff alike, see person-tables.ts):
// the advisory locks that make two registrations of the same child wait for each other, and the
// look for someone already registered with the same identity number or name and birth date.
import type { Language } from '@league/shared/contracts';
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './database';
import { localized } from './localized';
import type { PersonTables } from './person-table-types';

const raw = (name: string) => sql.raw(name);

export interface DuplicateRow {
  id: number;
  slug: string;
  name: string;
  birth_date: string | null;
  club: string | null;
  club_id: number | null;
  team_id: number | null;
  reason: 'identity_number' | 'name_birth_date';
}

/** A 64-bit advisory lock key of `text` (the first eight bytes of its SHA-256, signed). */
const lockKey = (text: string) =>
  BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 16)}`));

/**
 * Makes the duplicate probes of one person wait for each other until commit: two teams adding
 * the same child at once would each find no one and both store them. The probe looks for the
 * same identity number or the same birth date (with the name), so a transaction-scoped advisory
 * lock is taken on each of those it has — in key order, so two probes never wait in a circle.
 * Taken after the team's row (the lock order of docs/architecture.md).
 */
export async function lockDuplicateProbe(
  db: Executor,
  d: PersonTables,
  probe: { identityNumber: string | null; birthDate: string | null },
): Promise<void> {
  const identity = probe.identityNumber?.replace(/\s+/g, '').toUpperCase();
  const keys = [
    identity ? `${d.people}:identity:${identity}` : null,
    probe.birthDate ? `${d.people}:birth:${probe.birthDate}` : null,
  ]
    .filter((key): key is string => key !== null)
    .map(lockKey)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(db);
}

/**
 * The duplicate probes of many new people at once (the registry import, ADR 0250): the same
 * advisory locks `lockDuplicateProbe` takes, all in one statement and in key order.
 */
export async function lockDuplicateProbes(
  db: Executor,
  d: PersonTables,
  probes: { identityNumber: string | null; birthDate: string | null }[],
): Promise<void> {
  const keys = new Set<bigint>();
  for (const probe of probes) {
    const identity = probe.identityNumber?.replace(/\s+/g, '').toUpperCase();
    if (identity) keys.add(lockKey(`${d.people}:identity:${identity}`));
    if (probe.birthDate) keys.add(lockKey(`${d.people}:birth:${probe.birthDate}`));
  }
  if (keys.size === 0) return;
  const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
  await sql`select count(pg_advisory_xact_lock(k)) from unnest(${sorted}::bigint[]) as k`.execute(db);
}

/**
 * People who look like the one being registered: the same identity number (spaces and case
 * ignored), or the same birth date and a first + last name that reads the same in any script
 * (the transliterated search key of any language's spelling).
 */
export async function findDuplicate(
  db: Executor,
  d: PersonTables,
  language: Language,
  probe: { identityNumber: string | null; nameKeys: string[]; birthDate: string | null; exceptId?: number },
): Promise<DuplicateRow | undefined> {
  const conditions: RawBuilder<unknown>[] = [];
  const identity = probe.identityNumber?.replace(/\s+/g, '').toUpperCase();
  if (identity)
    conditions.push(sql`upper(regexp_replace(coalesce(p.identity_number, ''), '\\s+', '', 'g')) = ${identity}`);
  if (probe.birthDate && probe.nameKeys.length > 0) {
    const keys = sql.join(probe.nameKeys);
    const byName = ['kk', 'ru', 'en'].map(
      (l) =>
        sql`league_search_key(coalesce(p.${raw(`first_name_${l}`)}, '') || ' ' || coalesce(p.${raw(`last_name_${l}`)}, '')) in (${keys})`,
    );
    conditions.push(sql`(p.birth_date = ${probe.birthDate} and (${sql.join(byName, sql` or `)}))`);
  }
  if (conditions.length === 0) return undefined;
  const { rows } =
    await sql<DuplicateRow>`select p.id, p.slug, ${localized('p.first_name', language)} || ' ' || ${localized('p.last_name', language)} as name,
      p.birth_date::text as birth_date,
      (select ${localized('c.title', language)} from ${raw(d.members)} m join teams t on t.id = m.team_id join clubs c on c.id = t.club_id
        where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as club,
      (select t.club_id from ${raw(d.members)} m join teams t on t.id = m.team_id
        where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as club_id,
      (select m.team_id from ${raw(d.members)} m
        where m.${raw(d.fk)} = p.id and m.is_active order by m.joined_at desc nulls last, m.id desc limit 1) as team_id,
      case when ${identity ? sql`upper(regexp_replace(coalesce(p.identity_number, ''), '\\s+', '', 'g')) = ${identity}` : sql`false`} then 'identity_number' else 'name_birth_date' end as reason
    from ${raw(d.people)} p where (${sql.join(conditions, sql` or `)}) ${probe.exceptId ? sql`and p.id <> ${probe.exceptId}` : sql``}
    order by p.id limit 1`.execute(db);
  return rows[0];
}
