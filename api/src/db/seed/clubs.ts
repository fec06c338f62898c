// Clubs, their teams (one per age group, girls in every second club, a former squad without
// players), the players with their documents and the coaching staff.
import type { DocumentType, PlayerPosition, StaffKind } from '@league/shared/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { STAFF_POSITIONS } from './content';
import { CREST_SHAPES, initials } from './files';
import { hexColors, names, tr, type Club, type Player, type SeedContext, type Team } from './model';
import { personName, slugify, type Triple } from './names';
import { CITIES, CLUBS } from './places';
import type { Reference } from './reference';

const REQUIRED_PLAYER_DOCUMENTS = [
  'identity',
  'depth_medical_examination',
  'heart_shot',
  'consent_to_data_processing',
  'club_enrollment_letter',
] as const;

export interface League {
  clubs: Club[];
  teams: Team[];
  commandClub: Club;
  /** The team of the command_admin account. */
  commandTeam: Team;
}

export function addClubs(ctx: SeedContext, { cityIds }: Reference): League {
  const { rows, ids, random, file, scale, shiftYear } = ctx;
  const clubCount = 12 * scale;
  const clubs: Club[] = [];
  for (let index = 0; index < clubCount; index++) {
    const base = CLUBS[index % CLUBS.length];
    const copy = Math.floor(index / CLUBS.length);
    const suffix = copy > 0 ? `-${copy + 1}` : '';
    const title: Triple = [`${base.title[0]}${suffix}`, `${base.title[1]}${suffix}`, `${base.title[2]}${suffix}`];
    const id = ids.next('clubs');
    const slug = `${base.slug}${suffix}`;
    clubs.push({ id, title, city: base.city, colors: base.colors, slug });
    rows.clubs.push({
      id,
      slug,
      ...tr('title', title),
      city_id: cityIds.get(base.city)!,
      logo: file(`demo/clubs/${slug}.svg`, {
        kind: 'crest',
        shape: CREST_SHAPES[index % CREST_SHAPES.length],
        colors: hexColors(base.colors),
        initials: initials(title[2]),
      }),
      founded_year: base.founded,
      colors: JSON.stringify(base.colors),
      website: `https://${slug}.example`,
      ...tr('description', [
        `«${title[0]}» — ${CITIES.find((c) => c.slug === base.city)!.title[0]} қаласының футбол академиясы, ${base.founded} жылы құрылған.`,
        `«${title[1]}» — футбольная академия из города ${CITIES.find((c) => c.slug === base.city)!.title[1]}, основана в ${base.founded} году.`,
        `${title[2]} is a football academy from ${CITIES.find((c) => c.slug === base.city)!.title[2]}, founded in ${base.founded}.`,
      ]),
      sort: index,
      archived_at: null,
    } as Insertable<Database['clubs']>);
  }
  const commandClub = clubs[1];

  const teams: Team[] = [];
  // Players share a silhouette in their club's colours, the staff one in the colours swapped.
  const avatar = (team: Team, kind: 'player' | 'staff') => {
    const club = clubs[team.clubIndex];
    const [home, away] = hexColors(club.colors);
    return file(`demo/people/${club.slug}-${kind}.svg`, {
      kind: 'avatar',
      colors: kind === 'player' ? [home, away] : [away, home],
    });
  };
  // A person's copy of a document: the demo PDF of its type, of a size up to `largest` bytes.
  const documentCopy = (type: DocumentType, largest: number) => ({
    type,
    file_path: file(`private/demo/documents/${type}.pdf`, { kind: 'pdf', label: type }),
    original_name: `${type}.pdf`,
    size_bytes: random.int(60_000, largest),
    mime: 'application/pdf',
    uploaded_by: null,
  });
  const staffKinds: StaffKind[] = ['goalkeeper_coach', 'doctor', 'administrator', 'fitness_coach'];

  const addStaff = (team: Team, kind: StaffKind) => {
    const gender = kind === 'doctor' && random.chance(0.5) ? 'female' : 'male';
    const person = personName(random, gender);
    const id = ids.next('staff');
    const birthYear = random.int(1968, 1996);
    rows.staff.push({
      id,
      slug: `${slugify(`${person.first[2]}-${person.last[2]}`)}-${id}`,
      ...names(person),
      kind,
      ...tr('position', STAFF_POSITIONS[kind]),
      birth_date: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      phone: `7701${random.digits(7)}`,
      email: null,
      identity_kind: 'identification',
      identity_number: `${String(birthYear).slice(2)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}3${random.digits(5)}`,
      citizenship: 'KZ',
      license_number: kind.endsWith('coach') ? `UEFA ${random.pick(['C', 'B', 'A'])}-${random.digits(6)}` : null,
      photo: avatar(team, 'staff'),
      ...tr('biography', [
        `${STAFF_POSITIONS[kind][0]}, ${random.int(3, 20)} жыл тәжірибе.`,
        `${STAFF_POSITIONS[kind][1]}, опыт ${random.int(3, 20)} лет.`,
        `${STAFF_POSITIONS[kind][2]} with ${random.int(3, 20)} years of experience.`,
      ]),
    } as Insertable<Database['staff']>);
    rows.team_staff.push({
      id: ids.next('team_staff'),
      team_id: team.id,
      staff_id: id,
      is_active: true,
      joined_at: `${random.int(shiftYear(2018), shiftYear(2024))}-08-01`,
      left_at: null,
    });
    for (const type of kind.endsWith('coach')
      ? (['identity', 'staff_license', 'consent_to_data_processing'] as const)
      : (['identity', 'consent_to_data_processing'] as const)) {
      rows.staff_documents.push({
        id: ids.next('staff_documents'),
        staff_id: id,
        ...documentCopy(type, 900_000),
      });
    }
    team.staffIds.push(id);
  };

  const addPlayer = (
    team: Team,
    position: PlayerPosition,
    number: number,
    kind: 'regular' | 'extra' | 'newcomer',
    flags: { captain?: boolean; joker?: boolean } = {},
  ): Player => {
    const gender = team.female ? 'female' : 'male';
    const person = personName(random, gender);
    const id = ids.next('players');
    const birthYear = flags.joker ? team.birthYear - 1 : team.birthYear;
    const month = random.int(1, 12);
    const day = random.int(1, 28);
    const age = shiftYear(2026) - birthYear;
    const height = Math.round((gender === 'female' ? 104 : 100) + 5.6 * age + random.int(-8, 8));
    const passport = random.chance(0.12);
    const centuryDigit = gender === 'female' ? 6 : 5;
    rows.players.push({
      id,
      slug: `${slugify(`${person.first[2]}-${person.last[2]}`)}-${id}`,
      ...names(person),
      gender,
      birth_date: `${birthYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      position,
      number,
      is_pupil: random.chance(0.6),
      is_captain: flags.captain ?? false,
      is_joker: flags.joker ?? false,
      height_cm: height,
      weight_kg: Math.max(25, Math.round((height - 100) * 0.82 + random.int(-5, 5))),
      identity_kind: passport ? 'passport' : 'identification',
      identity_number: passport
        ? `N${random.digits(8)}`
        : `${String(birthYear).slice(2)}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${centuryDigit}${random.digits(5)}`,
      citizenship: 'KZ',
      photo: avatar(team, 'player'),
    } as Insertable<Database['players']>);
    rows.team_players.push({
      id: ids.next('team_players'),
      team_id: team.id,
      player_id: id,
      number,
      is_active: true,
      joined_at: `${random.int(shiftYear(2019), shiftYear(2025))}-09-01`,
      left_at: null,
    });
    // The command_admin's last newcomer still misses two documents: its application stays 'empty'.
    const missing =
      kind === 'newcomer' && team.newcomers.length === 3
        ? new Set(['heart_shot', 'club_enrollment_letter'])
        : new Set<string>();
    for (const type of REQUIRED_PLAYER_DOCUMENTS) {
      if (missing.has(type)) continue;
      rows.player_documents.push({
        id: ids.next('player_documents'),
        player_id: id,
        ...documentCopy(type, 980_000),
      });
    }
    const player: Player = { id, position, number, regular: kind === 'regular', captain: flags.captain ?? false };
    team.players.push(player);
    if (kind === 'regular') team.regulars.push(player);
    else if (kind === 'extra') team.extras.push(player);
    else team.newcomers.push(player);
    return player;
  };

  clubs.forEach((club, clubIndex) => {
    const squads: Array<{ year: number; female: boolean }> = [
      { year: shiftYear(2014), female: false },
      { year: shiftYear(2012), female: false },
      { year: shiftYear(2010), female: false },
    ];
    if (clubIndex % 2 === 0) squads.push({ year: shiftYear(2011), female: true });
    squads.forEach(({ year, female }, position) => {
      const id = ids.next('teams');
      const title: Triple = female
        ? [
            `${club.title[0]} ${year} (қыздар)`,
            `${club.title[1]} ${year} (девушки)`,
            `${club.title[2]} ${year} (girls)`,
          ]
        : [`${club.title[0]} ${year}`, `${club.title[1]} ${year}`, `${club.title[2]} ${year}`];
      rows.teams.push({
        id,
        club_id: club.id,
        slug: `${club.slug}-${year}${female ? '-girls' : ''}`,
        ...tr('title', title),
        birth_year: year,
        is_woman_squad: female,
        position,
        is_active: true,
        logo: null,
      } as Insertable<Database['teams']>);
      const team: Team = {
        id,
        clubIndex,
        birthYear: year,
        female,
        title,
        players: [],
        regulars: [],
        extras: [],
        newcomers: [],
        staffIds: [],
      };
      teams.push(team);

      const numbers = random.shuffle(Array.from({ length: 28 }, (_, i) => i + 2).filter((n) => n !== 12));
      let next = 0;
      const joker = !female && random.chance(0.5);
      addPlayer(team, 'GK', 1, 'regular');
      addPlayer(team, 'GK', 12, 'regular');
      for (let i = 0; i < 6; i++) addPlayer(team, 'DF', numbers[next++], 'regular', { joker: joker && i === 5 });
      for (let i = 0; i < 5; i++) addPlayer(team, 'MF', numbers[next++], 'regular', { captain: i === 0 });
      for (let i = 0; i < 3; i++) addPlayer(team, 'FW', numbers[next++], 'regular');
      addPlayer(team, 'MF', numbers[next++], 'extra');
      addPlayer(team, 'FW', numbers[next++], 'extra');
      if (club === commandClub && year === shiftYear(2012)) {
        for (const newcomerPosition of ['DF', 'MF', 'FW', 'MF'] as const)
          addPlayer(team, newcomerPosition, numbers[next++], 'newcomer');
      }

      addStaff(team, 'head_coach');
      addStaff(team, 'coach');
      addStaff(team, staffKinds[(clubIndex + position) % staffKinds.length]);
    });
  });
  // A former squad that no longer plays: listed last, without players.
  {
    const club = clubs[0];
    const id = ids.next('teams');
    rows.teams.push({
      id,
      club_id: club.id,
      slug: `${club.slug}-${shiftYear(2008)}`,
      ...tr('title', [
        `${club.title[0]} ${shiftYear(2008)}`,
        `${club.title[1]} ${shiftYear(2008)}`,
        `${club.title[2]} ${shiftYear(2008)}`,
      ]),
      birth_year: shiftYear(2008),
      is_woman_squad: false,
      position: 9,
      is_active: false,
      logo: null,
    } as Insertable<Database['teams']>);
  }
  const commandTeam = teams.find((team) => team.clubIndex === 1 && team.birthYear === shiftYear(2012) && !team.female)!;
  return { clubs, teams, commandClub, commandTeam };
}
