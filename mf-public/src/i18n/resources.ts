// Strings of the public site (namespace `public`): each feature keeps its own file, merged here.
import type { Locale } from '@league/shared';
import { i18n as ui } from './ui';
import { i18n as home } from '../features/home/i18n';
import { i18n as tournaments } from '../features/tournaments/i18n';
import { i18n as people } from '../ui/people-i18n';
import { i18n as teams } from '../features/teams/i18n';
import { i18n as team } from '../features/team/i18n';
import { i18n as clubs } from '../features/clubs/i18n';
import { i18n as players } from '../features/players/i18n';
import { i18n as referees } from '../features/referees/i18n';
import { i18n as leagueUi } from '../ui/league-i18n';
import { i18n as tournament } from '../features/tournament/i18n';
import { i18n as matches } from '../features/matches/i18n';
import { i18n as calendar } from '../features/calendar/i18n';
import { i18n as contentUi } from '../ui/content-i18n';
import { i18n as newsStrings } from '../features/news/i18n';
import { i18n as mediaStrings } from '../features/media/i18n';
import { i18n as videosStrings } from '../features/videos/i18n';
import { i18n as pressStrings } from '../features/press/i18n';
import { i18n as analyticsStrings } from '../features/analytics/i18n';
import { i18n as documentsStrings } from '../features/documents/i18n';
import { i18n as aboutStrings } from '../features/about/i18n';
import { i18n as partnerStrings } from '../features/partner/i18n';
import { i18n as advertisingStrings } from '../features/advertising/i18n';
import { i18n as searchStrings } from '../features/search/i18n';
import { i18n as feedbackStrings } from '../features/feedback/i18n';
import { i18n as legalStrings } from '../features/legal/i18n';
import { i18n as teamApplicationStrings } from '../features/team-application/i18n';

type Bundle = Record<Locale, Record<string, unknown>>;

export function mergeBundles(...bundles: Bundle[]): Bundle {
  const out: Bundle = { kk: {}, ru: {}, en: {} };
  for (const bundle of bundles) {
    for (const locale of Object.keys(out) as Locale[]) {
      for (const [key, value] of Object.entries(bundle[locale])) {
        if (key in out[locale]) throw new Error(`public i18n: key "${key}" is defined twice`);
        out[locale][key] = value;
      }
    }
  }
  return out;
}

export const resources = mergeBundles(
  ui,
  home,
  tournaments,
  people,
  teams,
  team,
  clubs,
  players,
  referees,
  leagueUi,
  tournament,
  matches,
  calendar,
  contentUi,
  newsStrings,
  mediaStrings,
  videosStrings,
  pressStrings,
  analyticsStrings,
  documentsStrings,
  aboutStrings,
  partnerStrings,
  advertisingStrings,
  searchStrings,
  feedbackStrings,
  legalStrings,
  teamApplicationStrings,
);
