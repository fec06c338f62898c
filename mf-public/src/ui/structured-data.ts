// The public pages' subjects as schema.org objects (JSON-LD in the page's head): the league
// (SportsOrganization) on the home page, a club (SportsOrganization), a tournament and a match
// (SportsEvent), a team (SportsTeam), a player or referee (Person: the name and page only, nothing
// more of a child than the page shows), a news item (NewsArticle). URLs are site-relative; the
// shell makes them absolute with the site's origin.
import type { ClubDetail, Locale, MatchDetail, NewsDetail, TournamentPage } from '@league/shared';
import { localizePath } from '@league/shared';
import { paths } from '../paths';

const CONTEXT = 'https://schema.org';
/** Association football, as schema.org's `sport` is read by search engines. */
const SPORT = 'Soccer';

const EVENT_STATUS: Record<MatchDetail['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/** The league: its name, description, home page and logo (the league's own icon address). */
export function leagueOrganization({
  name,
  description,
  locale,
  logo,
}: {
  name: string;
  description: string;
  locale: Locale;
  logo: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'SportsOrganization',
    name,
    description,
    sport: SPORT,
    url: localizePath(paths.home(), locale),
    logo,
  };
}

const team = (ref: MatchDetail['host'], locale: Locale) => ({
  '@type': 'SportsTeam',
  name: ref.title,
  sport: SPORT,
  url: localizePath(paths.team(ref.slug), locale),
  ...(ref.logo ? { logo: ref.logo } : {}),
});

/**
 * A match: its teams, start, place, status and, once played or live, its score. Schema.org has no
 * score property: the score is the event's description ("Altai 2012 2–1 Ertis 2012").
 */
export function sportsEvent({
  match,
  name,
  locale,
  scoreLine,
}: {
  match: MatchDetail;
  name: string;
  locale: Locale;
  scoreLine: string | null;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name,
    sport: SPORT,
    url: localizePath(paths.match(match.id), locale),
    ...(match.date_time ? { startDate: match.date_time } : {}),
    eventStatus: EVENT_STATUS[match.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    homeTeam: team(match.host, locale),
    awayTeam: team(match.guest, locale),
    competitor: [team(match.host, locale), team(match.guest, locale)],
    superEvent: {
      '@type': 'SportsEvent',
      name: match.tournament.title,
      url: localizePath(paths.tournament(match.tournament.id), locale),
    },
    ...(match.stadium
      ? {
          location: {
            '@type': 'Place',
            name: match.stadium.title,
            ...(match.stadium.city
              ? { address: { '@type': 'PostalAddress', addressLocality: match.stadium.city, addressCountry: 'KZ' } }
              : {}),
          },
        }
      : {}),
    ...(scoreLine ? { description: scoreLine } : {}),
    ...(match.host.logo ? { image: match.host.logo } : {}),
  };
}

export function sportsTeam({
  title,
  slug,
  logo,
  club,
  locale,
}: {
  title: string;
  slug: string;
  logo: string | null;
  club: { title: string; slug: string };
  locale: Locale;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    name: title,
    sport: SPORT,
    url: localizePath(paths.team(slug), locale),
    ...(logo ? { logo } : {}),
    parentOrganization: {
      '@type': 'SportsOrganization',
      name: club.title,
      url: localizePath(paths.club(club.slug), locale),
    },
  };
}

export function newsArticle({
  item,
  locale,
  publisher,
  publisherLogo,
}: {
  item: NewsDetail;
  locale: Locale;
  publisher: string;
  /** The league's own icon address. */
  publisherLogo: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title.length > 110 ? `${item.title.slice(0, 109)}…` : item.title,
    ...(item.lead ? { description: item.lead } : {}),
    datePublished: item.published_at,
    dateModified: item.updated_at ?? item.published_at,
    author: item.author
      ? { '@type': 'Person', name: item.author }
      : { '@type': 'SportsOrganization', name: publisher, url: localizePath('/', locale) },
    inLanguage: locale,
    url: localizePath(paths.newsItem(item.slug), locale),
    mainEntityOfPage: localizePath(paths.newsItem(item.slug), locale),
    image: [item.picture?.src ?? item.image ?? '/images/share-main.png'],
    publisher: {
      '@type': 'SportsOrganization',
      name: publisher,
      logo: { '@type': 'ImageObject', url: publisherLogo },
    },
  };
}

/** A club: its name, page, crest, founding year, city and own website. */
export function clubOrganization({ club, locale }: { club: ClubDetail['club']; locale: Locale }) {
  return {
    '@context': CONTEXT,
    '@type': 'SportsOrganization',
    name: club.title,
    sport: SPORT,
    url: localizePath(paths.club(club.slug), locale),
    ...(club.logo ? { logo: club.logo } : {}),
    ...(club.description ? { description: club.description } : {}),
    ...(club.founded_year !== null ? { foundingDate: String(club.founded_year) } : {}),
    ...(club.website ? { sameAs: [club.website] } : {}),
    ...(club.city
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: club.city.title,
            ...(club.city.country ? { addressCountry: club.city.country } : {}),
          },
        }
      : {}),
  };
}

/**
 * A player or a referee: a Person with their name and page, and the team a player plays for —
 * no birth date, photo or anything else of a child beyond what the page itself shows by name.
 */
export function person({
  name,
  path,
  locale,
  team: member,
}: {
  name: string;
  path: string;
  locale: Locale;
  team?: { title: string; slug: string } | null;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name,
    url: localizePath(path, locale),
    ...(member
      ? { memberOf: { '@type': 'SportsTeam', name: member.title, url: localizePath(paths.team(member.slug), locale) } }
      : {}),
  };
}

/** A tournament: a SportsEvent from its first to its last day, organised by the league, with its teams. */
export function tournamentEvent({
  tournament,
  locale,
  organizer,
}: {
  tournament: TournamentPage;
  locale: Locale;
  organizer: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: tournament.title,
    sport: SPORT,
    url: localizePath(paths.tournament(tournament.id), locale),
    ...(tournament.start_date ? { startDate: tournament.start_date } : {}),
    ...(tournament.end_date ? { endDate: tournament.end_date } : {}),
    ...(tournament.description ? { description: tournament.description } : {}),
    ...(tournament.logo ? { image: tournament.logo } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    organizer: { '@type': 'SportsOrganization', name: organizer, url: localizePath(paths.home(), locale) },
    competitor: tournament.teams.map((entry) => ({
      '@type': 'SportsTeam',
      name: entry.title,
      url: localizePath(paths.team(entry.slug), locale),
    })),
  };
}
