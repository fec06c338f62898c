// Every endpoint of the API, one object each (`@league/shared/endpoints`), one file per
// aggregate. `ENDPOINTS` is the list the API checks it registered and OpenAPI is generated from.
import * as accounts from './accounts';
import * as applications from './applications';
import * as applicationsCabinet from './applications-cabinet';
import * as appointments from './appointments';
import * as auth from './auth';
import * as cabinetLists from './cabinet-lists';
import * as clubs from './clubs';
import * as clubsCabinet from './clubs-cabinet';
import * as content from './content';
import * as contentCabinet from './content-cabinet';
import * as contentPreview from './content-preview';
import * as albumsCabinet from './albums-cabinet';
import * as catalogueCabinet from './catalogue-cabinet';
import * as departures from './departures';
import * as documents from './documents';
import * as entries from './entries';
import * as feedback from './feedback';
import * as handbooks from './handbooks';
import * as history from './history';
import * as league from './league';
import * as leagueCabinet from './league-cabinet';
import * as live from './live';
import * as ical from './ical';
import * as matchesPublic from './matches';
import * as matchesCabinet from './matches-cabinet';
import * as matchSheet from './match-sheet';
import * as notifications from './notifications';
import * as players from './players';
import * as playersCabinet from './players-cabinet';
import * as referees from './referees';
import * as refereesCabinet from './referees-cabinet';
import * as registryImport from './registry-import';
import * as search from './search';
import * as seasons from './seasons';
import * as share from './share';
import * as site from './site';
import * as stadiums from './stadiums';
import * as stadiumsPublic from './stadiums-public';
import * as staff from './staff';
import * as staffCabinet from './staff-cabinet';
import * as standings from './standings';
import * as system from './system';
import * as teams from './teams';
import * as teamsCabinet from './teams-cabinet';
import * as tournamentsPublic from './tournaments';
import * as tournamentsCabinet from './tournaments-cabinet';
import type { AnyEndpoint } from './define';

/** The match endpoints, public reads and the cabinet's (a visitor's `endpoints` has the first only). */
const matches = { ...matchesPublic, ...matchesCabinet };
/** The tournament endpoints, public reads and the cabinet's. */
const tournaments = { ...tournamentsPublic, ...tournamentsCabinet };

export * from './define';
export {
  accounts,
  applications,
  applicationsCabinet,
  appointments,
  auth,
  cabinetLists,
  clubs,
  clubsCabinet,
  content,
  contentCabinet,
  contentPreview,
  albumsCabinet,
  catalogueCabinet,
  departures,
  documents,
  entries,
  feedback,
  handbooks,
  history,
  league,
  leagueCabinet,
  live,
  ical,
  matches,
  matchSheet,
  notifications,
  players,
  playersCabinet,
  referees,
  refereesCabinet,
  registryImport,
  search,
  seasons,
  share,
  site,
  stadiums,
  stadiumsPublic,
  staff,
  staffCabinet,
  standings,
  system,
  teams,
  teamsCabinet,
  tournaments,
};

const GROUPS: readonly object[] = [
  auth,
  system,
  handbooks,
  tournaments,
  seasons,
  entries,
  standings,
  matches,
  teams,
  teamsCabinet,
  clubs,
  clubsCabinet,
  players,
  staff,
  referees,
  stadiums,
  stadiumsPublic,
  applications,
  documents,
  content,
  search,
  feedback,
  cabinetLists,
  departures,
  live,
  notifications,
  applicationsCabinet,
  playersCabinet,
  staffCabinet,
  ical,
  share,
  site,
  accounts,
  refereesCabinet,
  matchSheet,
  appointments,
  registryImport,
  league,
  leagueCabinet,
  contentCabinet,
  contentPreview,
  albumsCabinet,
  history,
  // One set of endpoints per kind of item, each a group of its own.
  ...Object.values(catalogueCabinet).map((value) => ('method' in value ? { value } : value)),
];

export const ENDPOINTS: readonly AnyEndpoint[] = GROUPS.flatMap((group) => Object.values(group) as AnyEndpoint[]);
