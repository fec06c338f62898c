import { clubDetail, playerProfile } from './people-fixtures';
import { tournamentPage } from './league-fixtures';
import { DEFAULT_IDENTITY, leagueIconUrl } from '@league/shared';
import { clubOrganization, leagueOrganization, person, tournamentEvent } from './structured-data';

test('a club is a SportsOrganization with its page, founding year, city and own website', () => {
  expect(clubOrganization({ club: clubDetail.club, locale: 'ru' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: 'Kairat',
    sport: 'Soccer',
    url: '/ru/clubs/kairat',
    foundingDate: '1954',
    sameAs: ['https://kairat.kz'],
    address: { '@type': 'PostalAddress', addressLocality: 'Almaty', addressCountry: 'Kazakhstan' },
  });
});

test('a player is a Person with a name, a page and a team, and nothing more of the child', () => {
  const { player, team } = playerProfile;
  const data = person({ name: player.name, path: `/players/${player.slug}`, locale: 'kk', team });
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: player.name,
    url: `/players/${player.slug}`,
    memberOf: { '@type': 'SportsTeam', name: 'Ordabasy 2012', url: '/teams/ordabasy-2012' },
  });
  expect(Object.keys(data)).not.toContain('birthDate');
  expect(Object.keys(data)).not.toContain('image');
});

test('a referee is a Person without a team', () => {
  expect(person({ name: 'Referee Four', path: '/referees/ref-4', locale: 'en' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Referee Four',
    url: '/en/referees/ref-4',
  });
});

test('a tournament is a SportsEvent from its start, organised by the league, with its teams; the end once known', () => {
  const running = tournamentEvent({ tournament: tournamentPage, locale: 'en', organizer: 'Youth Football League' });
  expect(running).toMatchObject({
    '@type': 'SportsEvent',
    name: 'U-14 Championship',
    url: '/en/tournaments/6',
    startDate: '2026-01-10',
    organizer: { '@type': 'SportsOrganization', name: 'Youth Football League', url: '/en' },
  });
  expect(running).not.toHaveProperty('endDate');
  expect(running.competitor.map((c) => c.name)).toEqual(tournamentPage.teams.map((team) => team.title));
  const finished = tournamentEvent({
    tournament: { ...tournamentPage, end_date: '2026-06-01' },
    locale: 'kk',
    organizer: 'Лига',
  });
  expect(finished).toMatchObject({ url: '/tournaments/6', endDate: '2026-06-01' });
});

test("the league's logo is its own icon, at an address that changes with a new logo", () => {
  const of = (version: number) =>
    leagueOrganization({
      name: 'Liga',
      description: 'About',
      locale: 'ru',
      logo: leagueIconUrl({ ...DEFAULT_IDENTITY, version }, 512),
    }).logo;
  expect(of(3)).toBe('/api/v1/league/icon?size=512&v=3');
  expect(of(4)).not.toBe(of(3));
});
