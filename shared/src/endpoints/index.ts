// Every endpoint of the API, one object each (`@league/shared/endpoints`). `ENDPOINTS` is the
// list the API checks it registered and OpenAPI is generated from.
import * as auth from './auth';
import * as cabinetLists from './cabinet-lists';
import * as documents from './documents';
import * as clubsCabinet from './clubs-cabinet';
import * as stadiums from './stadiums';
import * as system from './system';
import * as tournaments from './tournaments';
import * as standings from './standings';
import * as matches from './matches';
import * as handbooks from './handbooks';
import * as stadiumsPublic from './stadiums-public';
import type { AnyEndpoint } from './define';

export * from './define';
export { auth, cabinetLists, clubsCabinet, documents, stadiums, system };
export { tournaments, standings, matches, handbooks, stadiumsPublic };

const GROUPS: readonly object[] = [
  auth,
  system,
  cabinetLists,
  documents,
  stadiums,
  clubsCabinet,
  tournaments,
  standings,
  matches,
  handbooks,
  stadiumsPublic,
];

export const ENDPOINTS: readonly AnyEndpoint[] = GROUPS.flatMap((group) => Object.values(group) as AnyEndpoint[]);
