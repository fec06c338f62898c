// The league's identity without React (`@league/shared/league`): the defaults, the site's name in a
// language and the colours' contrast rule, for the API and the server as for the browser.
export { DEFAULT_IDENTITY, leagueIconUrl, siteName, siteShortName } from './identity';
export * from './colors';
