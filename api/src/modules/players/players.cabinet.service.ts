// Players in the cabinet. Reads: super_admin and provider see every player, a command_admin only
// the players with an active place in its club's teams (any other is 404, never data); a
// provider gets identity data only (no documents, no history). Writes (super_admin, the club's
// command_admin), each in one transaction: create (with the duplicate warning), edit, status,
// transfer (history row + both clubs notified), photo. An archived club takes no new players and
// no transfers; a shirt number is unique within a team and a team has one captain.
import {
  PLAYER_POSITIONS,
  IDENTITY_KINDS,
  PLAYER_DOCUMENT_TYPES,
  REQUIRED_PLAYER_DOCUMENTS,
  parseSort,
  type CabinetPlayerItem,
  type CabinetPlayerDetail,
  type CabinetPlayersQuery,
  type Language,
  type PersonStatus,
  type PlayerCreateBody,
  type PlayerEditBody,
  type PlayerForm,
  type PlayerSwitchTeamBody,
  type PlayerTeamStats,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql } from 'kysely';
import type { DB, Executor } from '../../db/database';
import * as people from '../../db/person-tables';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import { uniqueSlug } from '../../lib/slug';
import type { FileStorage } from '../../storage/storage';
import { storeFile, type AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/auth.service';
import { notify } from '../notifications/notify';
import { prefixTsQuery } from '../search/transliterate';
import {
  assertTeamOpen,
  documentDto,
  documentState,
  membershipDtos,
  nameKeys,
  nameValues,
  orNull,
  ownClub,
  personSlugBase,
  photoColumn,
  reaches,
  teamDto,
  transferDtos,
  uploadedPhotoKey,
} from './person-cabinet.rules';
import * as repository from './players.repository';
import { ageOn } from './players.rules';
import type { PlayersService } from './players.service';

const T = repository.PLAYER_TABLES;
const notFound = () => new AppError('not_found');

export function createPlayersCabinetService({ db, clock, storage, players }: { db: DB; clock: Clock; storage: FileStorage; players: PlayersService }) {
  const today = () => almatyDate(clock());

  async function teamsById(language: Language, ids: Iterable<number>) {
    const rows = await people.cabinetTeams(db, language, { ids: [...new Set(ids)] });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A player the user may read, or 404. */
  async function readable(language: Language, user: CurrentUser, where: { slug: string } | { ids: number[] }) {
    const [row] = await repository.cabinetPlayers(db, language, where);
    if (!row || !reaches(user, await people.activeClubIds(db, T, row.id))) throw notFound();
    return row;
  }

  /** Locks a player the user may change, or 404. */
  async function writable(trx: Executor, user: CurrentUser, id: number) {
    const row = await people.lockPerson(trx, T, { id });
    if (!row || !reaches(user, await people.activeClubIds(trx, T, id))) throw notFound();
    return row;
  }

  /** Refuses a shirt number another active player of the team wears, and a second captain. */
  async function checkTeamRules(trx: Executor, language: Language, playerId: number | null, teamIds: number[], numberTeamId: number | null, body: { number?: number | null; is_captain?: boolean }) {
    const fields: Record<string, { rule: string; params?: Record<string, string> }[]> = {};
    if (numberTeamId !== null && body.number != null && (await repository.numberHolder(trx, language, numberTeamId, body.number, playerId)) !== undefined) {
      fields.number = [{ rule: 'number_taken' }];
    }
    if (body.is_captain) {
      const captain = await repository.captainOf(trx, language, teamIds, playerId);
      if (captain !== undefined) fields.is_captain = [{ rule: 'captain_taken', params: { name: captain } }];
    }
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  }

  const columns = (body: PlayerEditBody | PlayerCreateBody) => ({
    ...nameValues(body),
    birth_date: body.birth_date,
    position: body.position,
    number: body.number ?? null,
    gender: body.is_woman_squad ? ('female' as const) : ('male' as const),
    is_pupil: body.is_pupil ?? false,
    is_captain: body.is_captain ?? false,
    is_joker: body.is_joker ?? false,
    height_cm: body.height_cm ?? null,
    weight_kg: body.weight_kg ?? null,
    identity_kind: body.identity_kind ?? null,
    identity_number: orNull(body.identity_number),
  });

  async function formOptions(language: Language, user: CurrentUser) {
    const club = ownClub(user);
    const teams = await people.cabinetTeams(db, language, { openOnly: true, ...(club !== null ? { clubId: club } : {}) });
    return {
      positions: PLAYER_POSITIONS.map((id) => ({ id, title: enumLabel('position', id, language) })),
      identity_kinds: IDENTITY_KINDS.map((id) => ({ id, title: enumLabel('identityKind', id, language) })),
      document_types: PLAYER_DOCUMENT_TYPES.map((id) => ({ id, title: enumLabel('documentType', id, language), required: (REQUIRED_PLAYER_DOCUMENTS as readonly string[]).includes(id) })),
      teams: teams.map(teamDto),
      staff_kinds: [],
    };
  }

  return {
    async list(language: Language, user: CurrentUser, query: CabinetPlayersQuery) {
      const window = pageWindow(query);
      const sort = parseSort(query.sort, 'name');
      const dir = sql.raw(sort.direction);
      const order =
        sort.key === 'birth_date'
          ? sql`p.birth_date ${dir}`
          : sort.key === 'number'
            ? sql`coalesce(cur.number, p.number) ${dir} nulls last`
            : sql`p.last_name_kk ${dir}, p.first_name_kk ${dir}`;
      const club = ownClub(user);
      const extra = [];
      if (query.position) extra.push(sql`p.position = ${query.position}`);
      if (query.birth_year) extra.push(sql`extract(year from p.birth_date) = ${query.birth_year}`);
      const tsQuery = query.q?.trim() ? prefixTsQuery(query.q) : null;
      if (query.q?.trim() && !tsQuery) return { data: [] as CabinetPlayerItem[], total: 0, window };
      const { total, ids } = await people.pagePeople(
        db,
        T,
        {
          tsQuery: tsQuery ?? undefined,
          clubIds: [...(club !== null ? [club] : []), ...(query.club_id ? [query.club_id] : [])],
          teamId: query.team_id,
          status: query.status,
          missingOf: query.missing_documents ? REQUIRED_PLAYER_DOCUMENTS : undefined,
          today: today(),
          extra,
        },
        order,
        window,
      );
      const [rows, places, documents] = await Promise.all([
        repository.cabinetPlayers(db, language, { ids }),
        people.memberships(db, T, ids),
        people.documents(db, T, ids),
      ]);
      const current = new Map<number, people.MembershipRow>();
      for (const place of places) if (place.is_active && !current.has(place.person_id)) current.set(place.person_id, place);
      const teams = await teamsById(language, [...current.values()].map((m) => m.team_id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const data: CabinetPlayerItem[] = ids
        .filter((id) => byId.has(id))
        .map((id) => {
          const row = byId.get(id)!;
          const place = current.get(id);
          const team = place ? teams.get(place.team_id) : undefined;
          return {
            id,
            slug: row.slug,
            name: row.name,
            photo: fileUrl(row.photo),
            birth_date: row.birth_date,
            position: row.position,
            number: place?.number ?? row.number,
            status: row.status,
            team: team ? teamDto(team) : null,
            is_pupil: row.is_pupil,
            is_captain: row.is_captain,
            is_joker: row.is_joker,
            ...documentState(
              documents.filter((doc) => doc.person_id === id),
              REQUIRED_PLAYER_DOCUMENTS,
              today(),
            ),
          };
        });
      return { data, total, window };
    },

    async detail(language: Language, user: CurrentUser, slug: string): Promise<CabinetPlayerDetail> {
      const row = await readable(language, user, { slug });
      const [places, documents, history] = await Promise.all([people.memberships(db, T, [row.id]), people.documents(db, T, [row.id]), people.transfers(db, T, row.id)]);
      const teams = await teamsById(language, [...places.map((m) => m.team_id), ...history.flatMap((h) => [h.to_team_id, h.from_team_id ?? 0])]);
      const provider = user.role === 'provider';
      const current = places.find((m) => m.is_active);
      return {
        player: {
          id: row.id,
          slug: row.slug,
          name: row.name,
          first_name: row.first_name,
          last_name: row.last_name,
          middle_name: row.middle_name,
          birth_date: row.birth_date,
          age: ageOn(row.birth_date, today()),
          position: row.position,
          number: current?.number ?? row.number,
          is_woman_squad: row.gender === 'female',
          is_pupil: row.is_pupil,
          is_captain: row.is_captain,
          is_joker: row.is_joker,
          height_cm: row.height_cm,
          weight_kg: row.weight_kg,
          identity_kind: row.identity_kind,
          identity_number: row.identity_number,
          photo: fileUrl(row.photo),
          status: row.status,
        },
        teams: membershipDtos(places, teams),
        documents: provider ? null : documents.map((doc) => documentDto('player', doc, today())),
        history: provider ? null : transferDtos(history, teams),
        may_edit: !provider,
        ...(provider ? { missing_documents: [], expired_documents: [] } : documentState(documents, REQUIRED_PLAYER_DOCUMENTS, today())),
      };
    },

    async form(language: Language, user: CurrentUser, slug: string): Promise<PlayerForm> {
      const row = await readable(language, user, { slug });
      const [places, documents, options] = await Promise.all([people.memberships(db, T, [row.id]), people.documents(db, T, [row.id]), formOptions(language, user)]);
      const teams = await teamsById(language, places.map((m) => m.team_id));
      const current = places.find((m) => m.is_active);
      return {
        id: row.id,
        slug: row.slug,
        values: {
          first_name_kk: row.first_name_kk,
          first_name_ru: row.first_name_ru,
          first_name_en: row.first_name_en,
          last_name_kk: row.last_name_kk,
          last_name_ru: row.last_name_ru,
          last_name_en: row.last_name_en,
          middle_name_kk: row.middle_name_kk,
          middle_name_ru: row.middle_name_ru,
          middle_name_en: row.middle_name_en,
          birth_date: row.birth_date,
          position: row.position,
          number: current?.number ?? row.number,
          is_woman_squad: row.gender === 'female',
          is_pupil: row.is_pupil,
          is_captain: row.is_captain,
          is_joker: row.is_joker,
          height_cm: row.height_cm,
          weight_kg: row.weight_kg,
          identity_kind: row.identity_kind,
          identity_number: row.identity_number,
          photo: fileUrl(row.photo),
          status: row.status,
        },
        options,
        documents: documents.map((doc) => documentDto('player', doc, today())),
        teams: membershipDtos(places, teams),
      };
    },

    async create(language: Language, user: CurrentUser, body: PlayerCreateBody): Promise<{ id: number; slug: string }> {
      return db.transaction().execute(async (trx) => {
        const team = await people.lockTeam(trx, body.team_id);
        assertTeamOpen(user, team);
        if (!body.confirm_duplicate) {
          const duplicate = await people.findDuplicate(trx, T, language, { identityNumber: orNull(body.identity_number), nameKeys: nameKeys(body), birthDate: body.birth_date });
          if (duplicate) {
            throw new AppError('person_duplicate', { params: { name: duplicate.name }, data: { duplicate: { owner: 'player', ...duplicate } } });
          }
        }
        await checkTeamRules(trx, language, null, [body.team_id], body.team_id, body);
        const slug = await uniqueSlug(personSlugBase(body, 'player'), (candidate) => people.slugTaken(trx, T, candidate));
        const values = columns(body);
        const id = await repository.insertPlayer(trx, { ...values, first_name_kk: values.first_name_kk!, last_name_kk: values.last_name_kk!, slug });
        await people.joinTeam(trx, T, id, body.team_id, today(), body.number ?? null);
        return { id, slug };
      });
    },

    async edit(language: Language, user: CurrentUser, id: number, body: PlayerEditBody): Promise<{ id: number; slug: string }> {
      return db.transaction().execute(async (trx) => {
        const player = await writable(trx, user, id);
        const places = (await people.memberships(trx, T, [id])).filter((m) => m.is_active);
        const numberTeam = body.team_id ?? places[0]?.team_id ?? null;
        if (body.team_id && !places.some((m) => m.team_id === body.team_id)) throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'one_of' }] } });
        await checkTeamRules(
          trx,
          language,
          id,
          places.map((m) => m.team_id),
          numberTeam,
          body,
        );
        await repository.updatePlayer(trx, id, columns(body), clock());
        if (numberTeam !== null) await repository.setTeamNumber(trx, id, numberTeam, body.number ?? null);
        return { id, slug: player.slug };
      });
    },

    async setStatus(user: CurrentUser, id: number, status: PersonStatus): Promise<{ id: number; slug: string }> {
      return db.transaction().execute(async (trx) => {
        const player = await writable(trx, user, id);
        await people.setStatus(trx, T, id, status, clock());
        return { id, slug: player.slug };
      });
    },

    async teamsStats(language: Language, user: CurrentUser, id: number): Promise<PlayerTeamStats[]> {
      const row = await readable(language, user, { ids: [id] });
      const rows = await players.statistics(language, row.slug);
      const byTeam = new Map<number, Omit<PlayerTeamStats, 'team'> & { tournamentIds: Set<number> }>();
      for (const s of rows) {
        if (!s.team) continue;
        const acc = byTeam.get(s.team.id) ?? { tournaments: 0, tournamentIds: new Set<number>(), matches: 0, minutes: 0, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0 };
        acc.tournamentIds.add(s.tournament.id);
        acc.matches += s.matches;
        acc.minutes += s.minutes;
        acc.goals += s.goals;
        acc.assists += s.assists;
        acc.yellow_cards += s.yellow_cards;
        acc.red_cards += s.red_cards;
        byTeam.set(s.team.id, acc);
      }
      const teams = await teamsById(language, byTeam.keys());
      return [...byTeam]
        .filter(([teamId]) => teams.has(teamId))
        .map(([teamId, { tournamentIds, ...acc }]) => ({ ...acc, tournaments: tournamentIds.size, team: teamDto(teams.get(teamId)!) }));
    },

    async switchTeam(language: Language, user: CurrentUser, body: PlayerSwitchTeamBody): Promise<{ id: number; slug: string }> {
      return db.transaction().execute(async (trx) => {
        const player = await writable(trx, user, body.player_id);
        const target = await people.lockTeam(trx, body.team_id);
        assertTeamOpen(user, target);
        const active = (await people.memberships(trx, T, [player.id])).filter((m) => m.is_active);
        if (active.some((m) => m.team_id === body.team_id)) throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'transfer_same_team' }] } });
        if (body.from_team_id && !active.some((m) => m.team_id === body.from_team_id)) throw new AppError('validation_failed', { fields: { from_team_id: [{ rule: 'one_of' }] } });
        const from = body.from_team_id ?? active[0]?.team_id ?? null;
        await checkTeamRules(trx, language, player.id, [body.team_id], body.team_id, { number: body.number ?? null });
        if (!body.keep) await people.leaveTeams(trx, T, player.id, today(), { teamIds: body.from_team_id ? [body.from_team_id] : undefined, exceptTeamId: body.team_id });
        await people.joinTeam(trx, T, player.id, body.team_id, today(), body.number ?? null);
        await people.insertTransfer(trx, T, { personId: player.id, fromTeamId: from, toTeamId: body.team_id, kept: body.keep, byUserId: user.id });
        const teams = await people.cabinetTeams(trx, language, { ids: [body.team_id, ...(from ? [from] : [])] });
        const clubs = new Set(teams.map((t) => t.club_id));
        const [row] = await repository.cabinetPlayers(trx, language, { ids: [player.id] });
        for (const clubId of clubs) {
          await notify(trx, { clubId }, 'person_transferred', { owner: 'player', person_id: player.id, slug: player.slug, name: row?.name ?? '', from_team_id: from, to_team_id: body.team_id, kept: body.keep });
        }
        return { id: player.id, slug: player.slug };
      });
    },

    async setPhoto(user: CurrentUser, id: number, file: AcceptedFile | null): Promise<{ id: number; slug: string; photo: string }> {
      if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
      // Checked before the file is stored, so a refused request writes nothing.
      await db.transaction().execute(async (trx) => writable(trx, user, id));
      const key = await storeFile(storage, 'image', file, clock());
      try {
        const { slug, old } = await db.transaction().execute(async (trx) => {
          const player = await writable(trx, user, id);
          return { slug: player.slug, old: await people.setPhoto(trx, T, id, photoColumn(key), clock()) };
        });
        const oldKey = uploadedPhotoKey(old);
        if (oldKey) await storage.delete(oldKey).catch(() => undefined);
        return { id, slug, photo: fileUrl(photoColumn(key))! };
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type PlayersCabinetService = ReturnType<typeof createPlayersCabinetService>;
