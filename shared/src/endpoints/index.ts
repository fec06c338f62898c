// Every endpoint of the API, one object each (`@league/shared/endpoints`), one file per
// aggregate. `ENDPOINTS` is the list the API checks it registered and OpenAPI is generated from.
import * as applications from './applications';
import * as auth from './auth';
import * as cabinetLists from './cabinet-lists';
import * as clubs from './clubs';
import * as clubsCabinet from './clubs-cabinet';
import * as content from './content';
import * as documents from './documents';
import * as feedback from './feedback';
import * as handbooks from './handbooks';
import * as ical from './ical';
import * as matches from './matches';
import * as players from './players';
import * as referees from './referees';
import * as search from './search';
import * as stadiums from './stadiums';
import * as stadiumsPublic from './stadiums-public';
import * as staff from './staff';
import * as standings from './standings';
import * as system from './system';
import * as teams from './teams';
import * as teamsCabinet from './teams-cabinet';
import * as tournaments from './tournaments';
import type { AnyEndpoint } from './define';

export * from './define';
export {
  applications,
  auth,
  cabinetLists,
  clubs,
  clubsCabinet,
  content,
  documents,
  feedback,
  handbooks,
  ical,
  matches,
  players,
  referees,
  search,
  stadiums,
  stadiumsPublic,
  staff,
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
  ical,
];

export const ENDPOINTS: readonly AnyEndpoint[] = GROUPS.flatMap((group) => Object.values(group) as AnyEndpoint[]);
