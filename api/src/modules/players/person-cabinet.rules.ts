// Rules the cabinet applies to players and staff alike (the staff module reads them from here):
// who may read or change a person, which required documents are missing or expired, the DTO
// pieces of a person's page, and how names become column values, a slug and duplicate keys.
import type {
  CabinetTeamRef,
  DocumentType,
  Language,
  PersonMembership,
  PersonTransfer,
} from '@league/shared/contracts';
import type { CabinetTeamRow, DocumentRow, MembershipRow, TransferRow } from '../../db/person-tables';
import { AppError } from '../../lib/errors';
import { slugFrom } from '../../lib/slug';
import { type CurrentUser, inClubScope } from '../auth/index';
import { searchKey } from '../../lib/transliterate';
import { orNull } from '../../lib/text';

/** A team the user may add people to: its own club's (else "not found"), never an archived club's. */
export function assertTeamOpen(
  user: CurrentUser,
  team: { id: number; club_id: number; club_archived: boolean } | undefined,
  field = 'team_id',
): void {
  if (!team) throw new AppError('validation_failed', { fields: { [field]: [{ rule: 'one_of' }] } });
  if (!inClubScope(user, team.club_id)) throw new AppError('not_found');
  if (team.club_archived) {
    throw new AppError('team_archived_club', {
      fields: { [field]: [{ rule: 'team_archived_club' }] },
      data: { current: { id: team.id, club: { id: team.club_id, archived: true } } },
    });
  }
}

export interface DocumentState {
  missing_documents: DocumentType[];
  expired_documents: DocumentType[];
}

/** Required types with no copy at all (missing), and with copies that have all expired (expired). */
export function documentState(
  rows: Pick<DocumentRow, 'type' | 'expires_at'>[],
  required: readonly DocumentType[],
  today: string,
): DocumentState {
  const missing: DocumentType[] = [];
  const expired: DocumentType[] = [];
  for (const type of required) {
    const copies = rows.filter((row) => row.type === type);
    if (copies.length === 0) missing.push(type);
    else if (copies.every((row) => row.expires_at !== null && row.expires_at < today)) expired.push(type);
  }
  return { missing_documents: missing, expired_documents: expired };
}

export const teamDto = (row: CabinetTeamRow): CabinetTeamRef => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  birth_year: row.birth_year,
  club_id: row.club_id,
  club_title: row.club_title,
  club_archived: row.club_archived,
});

export function membershipDtos(rows: MembershipRow[], teams: Map<number, CabinetTeamRow>): PersonMembership[] {
  return rows
    .filter((row) => teams.has(row.team_id))
    .map((row) => ({
      team: teamDto(teams.get(row.team_id)!),
      number: row.number,
      is_active: row.is_active,
      joined_at: row.joined_at,
      left_at: row.left_at,
    }));
}

export function transferDtos(rows: TransferRow[], teams: Map<number, CabinetTeamRow>): PersonTransfer[] {
  return rows
    .filter((row) => teams.has(row.to_team_id))
    .map((row) => ({
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      by: row.by_name,
      from: row.from_team_id !== null && teams.has(row.from_team_id) ? teamDto(teams.get(row.from_team_id)!) : null,
      to: teamDto(teams.get(row.to_team_id)!),
      kept: row.kept,
    }));
}

export interface NameFields {
  first_name_kk?: string;
  first_name_ru?: string | null;
  first_name_en?: string | null;
  last_name_kk?: string;
  last_name_ru?: string | null;
  last_name_en?: string | null;
  middle_name_kk?: string | null;
  middle_name_ru?: string | null;
  middle_name_en?: string | null;
}

/** Name columns from a body: trimmed, empty optional names null; only the fields sent. */
export function nameValues(
  body: NameFields,
): { first_name_kk?: string; last_name_kk?: string } & Partial<
  Record<Exclude<keyof NameFields, 'first_name_kk' | 'last_name_kk'>, string | null>
> {
  const out: { first_name_kk?: string; last_name_kk?: string } & Partial<Record<keyof NameFields, string | null>> = {};
  for (const key of ['first_name_kk', 'last_name_kk'] as const)
    if (body[key] !== undefined) out[key] = body[key]!.trim();
  for (const key of [
    'first_name_ru',
    'first_name_en',
    'last_name_ru',
    'last_name_en',
    'middle_name_kk',
    'middle_name_ru',
    'middle_name_en',
  ] as const) {
    if (body[key] !== undefined) out[key] = orNull(body[key]);
  }
  return out;
}

/** A new person's row: the column values of a create body (which requires the Kazakh names) under its slug. */
export const newPersonRow = <Values extends { first_name_kk?: string; last_name_kk?: string }>(
  values: Values,
  slug: string,
) => ({ ...values, first_name_kk: values.first_name_kk!, last_name_kk: values.last_name_kk!, slug });

/** The search keys of "first last" in every language given: how a duplicate is recognised in any script. */
export function nameKeys(body: NameFields): string[] {
  const keys = (['kk', 'ru', 'en'] as const)
    .map((l) => searchKey(`${body[`first_name_${l}`] ?? ''} ${body[`last_name_${l}`] ?? ''}`))
    .filter((key) => key.includes(' '));
  return [...new Set(keys)];
}

/** The slug base of a person: the English, else Russian, else transliterated Kazakh name. */
export function personSlugBase(body: NameFields, fallback: string): string {
  for (const l of ['en', 'ru', 'kk'] as const) {
    const first = orNull(body[`first_name_${l}`]);
    const last = orNull(body[`last_name_${l}`]);
    if (first && last) return slugFrom(`${first} ${last}`, fallback);
  }
  return fallback;
}

/**
 * A photo column holds a public image's key without `public/` (what `fileUrl` serves under
 * /uploads/). Only a name an upload generated is deleted when replaced (demo pictures may be shared).
 */
export const photoColumn = (key: string): string => key.replace(/^public\//, '');
export const uploadedPhotoKey = (column: string | null): string | null =>
  column && /^\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(column) ? `public/${column}` : null;

export type { Language };
