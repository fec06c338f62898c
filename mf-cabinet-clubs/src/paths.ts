// Every page URL of the clubs area of the cabinet (spec §2), unprefixed: LocaleLink adds the
// locale. The patterns are the cabinet's one set (CABINET_PATTERNS in @league/shared, which the
// access table lists too); routes take them from `patterns`, components build links with `paths`.
import { CABINET_PATTERNS as P, cabinetPath } from '@league/shared';

export const patterns = {
  clubs: P.clubs,
  clubCreate: P.clubCreate,
  club: P.club,
  clubEdit: P.clubEdit,
  teamCreate: P.teamCreate,
  team: P.team,
  teamAbout: P.teamAbout,
  teamEdit: P.teamEdit,
  teamPlayerCreate: P.teamPlayerCreate,
  teamPlayerEdit: P.teamPlayerEdit,
  teamStaff: P.teamStaff,
  teamStaffCreate: P.teamStaffCreate,
  teamStaffMember: P.teamStaffMember,
  teamStaffEdit: P.teamStaffEdit,
  players: P.players,
  player: P.player,
  stadiums: P.stadiums,
  teamStats: P.teamStats,
  accounts: P.accounts,
  accountInvitations: P.accountInvitations,
  account: P.account,
  referees: P.referees,
  refereeCreate: P.refereeCreate,
  refereeEdit: P.refereeEdit,
  registryImport: P.registryImport,
} as const;

type Id = string | number;
const ofTeam = (clubId: Id, teamId: Id) => ({ club_id: clubId, id: teamId });

export const paths = {
  clubs: () => cabinetPath('clubs'),
  clubCreate: () => cabinetPath('clubCreate'),
  club: (clubId: Id) => cabinetPath('club', { club_id: clubId }),
  clubEdit: (clubId: Id) => cabinetPath('clubEdit', { club_id: clubId }),
  teamCreate: (clubId: Id) => cabinetPath('teamCreate', { club_id: clubId }),
  team: (clubId: Id, teamId: Id) => cabinetPath('team', ofTeam(clubId, teamId)),
  teamAbout: (clubId: Id, teamId: Id) => cabinetPath('teamAbout', ofTeam(clubId, teamId)),
  teamEdit: (clubId: Id, teamId: Id) => cabinetPath('teamEdit', ofTeam(clubId, teamId)),
  teamPlayerCreate: (clubId: Id, teamId: Id) => cabinetPath('teamPlayerCreate', ofTeam(clubId, teamId)),
  teamPlayerEdit: (clubId: Id, teamId: Id, slug: string) =>
    cabinetPath('teamPlayerEdit', { ...ofTeam(clubId, teamId), slug }),
  teamStaff: (clubId: Id, teamId: Id) => cabinetPath('teamStaff', ofTeam(clubId, teamId)),
  teamStaffCreate: (clubId: Id, teamId: Id) => cabinetPath('teamStaffCreate', ofTeam(clubId, teamId)),
  teamStaffMember: (clubId: Id, teamId: Id, slug: string) =>
    cabinetPath('teamStaffMember', { ...ofTeam(clubId, teamId), slug }),
  teamStaffEdit: (clubId: Id, teamId: Id, slug: string) =>
    cabinetPath('teamStaffEdit', { ...ofTeam(clubId, teamId), slug }),
  players: () => cabinetPath('players'),
  player: (slug: string) => cabinetPath('player', { slug }),
  stadiums: () => cabinetPath('stadiums'),
  teamStats: () => cabinetPath('teamStats'),
  accounts: () => cabinetPath('accounts'),
  accountInvitations: () => cabinetPath('accountInvitations'),
  account: (id: Id) => cabinetPath('account', { id }),
  referees: () => cabinetPath('referees'),
  refereeCreate: () => cabinetPath('refereeCreate'),
  refereeEdit: (id: Id) => cabinetPath('refereeEdit', { id }),
  registryImport: () => cabinetPath('registryImport'),
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;
