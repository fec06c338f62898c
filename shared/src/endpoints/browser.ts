// The endpoint groups a visitor's pages and the shell call: what `endpoints` of '@league/shared'
// holds. The cabinet's groups (and `ENDPOINTS`, the full list) are in `@league/shared/cabinet`'s
// `endpoints` and in `@league/shared/endpoints` (the API), so a visitor does not load them.
import * as accounts from './accounts';
import * as applications from './applications';
import * as auth from './auth';
import * as clubs from './clubs';
import * as content from './content';
import * as contentPreview from './content-preview';
import * as feedback from './feedback';
import * as handbooks from './handbooks';
import * as ical from './ical';
import * as league from './league';
import * as live from './live';
import * as matches from './matches';
import * as notifications from './notifications';
import * as players from './players';
import * as referees from './referees';
import * as search from './search';
import * as share from './share';
import * as stadiumsPublic from './stadiums-public';
import * as staff from './staff';
import * as standings from './standings';
import * as system from './system';
import * as teams from './teams';
import * as tournaments from './tournaments';

export {
  accounts,
  applications,
  auth,
  clubs,
  content,
  contentPreview,
  feedback,
  handbooks,
  ical,
  league,
  live,
  matches,
  notifications,
  players,
  referees,
  search,
  share,
  stadiumsPublic,
  staff,
  standings,
  system,
  teams,
  tournaments,
};
