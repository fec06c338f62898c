// Every endpoint of the API, one object each (`@league/shared/endpoints`). `ENDPOINTS` is the
// list the API checks it registered and OpenAPI is generated from.
import * as applications from './applications';
import * as auth from './auth';
import * as cabinetLists from './cabinet-lists';
import * as clubs from './clubs';
import * as content from './content';
import * as feedback from './feedback';
import * as players from './players';
import * as referees from './referees';
import * as search from './search';
import * as staff from './staff';
import * as system from './system';
import * as teams from './teams';
import type { AnyEndpoint } from './define';

export * from './define';
export { auth, cabinetLists, system };
export { applications, clubs, content, feedback, players, referees, search, staff, teams };

export const ENDPOINTS: readonly AnyEndpoint[] = [
  auth,
  system,
  cabinetLists,
  teams,
  clubs,
  players,
  staff,
  referees,
  applications,
  content,
  search,
  feedback,
].flatMap((group) => Object.values(group) as AnyEndpoint[]);
