// The cards of the pages about someone or something: a match, a team, a player, a tournament, a
// club and a referee, each made from the answer its page shows (404 when it does not exist).
import type { Language } from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import type { Card } from '../share.card';
import { firstPicture, type ShareCardDeps } from './deps';
import { formatShareDate, formatShareTime, join, WORDS } from './words';

export async function matchCard({ matches, picture }: ShareCardDeps, language: Language, key: string): Promise<Card> {
  const words = WORDS[language];
  const m = await matches.detail(language, Number(key));
  const [host, guest] = await Promise.all([picture(m.host.logo), picture(m.guest.logo)]);
  const status = enumLabel('matchStatus', m.status, language);
  const scored = m.score !== null;
  const shootout = m.shootout ? `${words.shootout} ${m.shootout.host} : ${m.shootout.guest}` : '';
  return {
    layout: 'match',
    eyebrow: join(m.tournament.title, m.tour?.title ?? m.tour_name),
    host: { title: m.host.title, picture: host },
    guest: { title: m.guest.title, picture: guest },
    centre: scored
      ? `${m.score!.host} : ${m.score!.guest}`
      : m.date_time && m.status === 'scheduled'
        ? formatShareTime(m.date_time)
        : '—',
    note: join(shootout, m.status === 'finished' && scored ? '' : status),
    date: join(formatShareDate(m.date_time ?? m.date, language, !scored), m.stadium?.title),
  };
}

export async function teamCard(deps: ShareCardDeps, language: Language, key: string): Promise<Card> {
  const { teams } = deps;
  const words = WORDS[language];
  const { team, club, tournament } = await teams.detail(language, key);
  return {
    layout: 'subject',
    label: words.team,
    title: team.title,
    lines: [
      club.title,
      join(words.born(team.birth_year), team.is_woman_squad && words.girls, club.city?.title),
      tournament?.title ?? '',
    ],
    picture: await firstPicture(deps, team.logo, club.logo),
    photo: false,
  };
}

export async function playerCard(deps: ShareCardDeps, language: Language, key: string): Promise<Card> {
  const { players, picture } = deps;
  const words = WORDS[language];
  const { player, team, club } = await players.profile(language, key);
  // The photo the public page shows (it is public only where consent allows), else the crest.
  const photo = await picture(player.photo);
  return {
    layout: 'subject',
    label: words.player,
    title: player.name,
    lines: [
      join(player.number !== null && `№ ${player.number}`, enumLabel('position', player.position, language)),
      team?.title ?? '',
      club && club.title !== team?.title ? club.title : '',
    ],
    picture: photo ?? (await firstPicture(deps, team?.logo, club?.logo)),
    photo: photo !== null,
  };
}

export async function tournamentCard(
  { tournaments, picture }: ShareCardDeps,
  language: Language,
  key: string,
): Promise<Card> {
  const words = WORDS[language];
  const t = await tournaments.detail(language, Number(key));
  return {
    layout: 'subject',
    label: words.tournament,
    title: t.title,
    lines: [t.season.title, t.age_group_title],
    picture: await picture(t.logo),
    photo: false,
    fallback: 'league',
  };
}

export async function clubCard({ clubs, picture }: ShareCardDeps, language: Language, key: string): Promise<Card> {
  const words = WORDS[language];
  const { club, teams: clubTeams } = await clubs.detail(language, key);
  return {
    layout: 'subject',
    label: words.club,
    title: club.title,
    lines: [
      join(club.city?.title, club.founded_year !== null && words.since(club.founded_year)),
      clubTeams.length ? `${clubTeams.length} × ${words.team.toLowerCase()}` : '',
    ],
    picture: await picture(club.logo),
    photo: false,
  };
}

export async function refereeCard(
  { referees, picture }: ShareCardDeps,
  language: Language,
  key: string,
): Promise<Card> {
  const words = WORDS[language];
  const { referee } = await referees.detail(language, key);
  const photo = await picture(referee.photo);
  return {
    layout: 'subject',
    label: words.referee,
    title: referee.name,
    lines: [join(referee.category, referee.city)],
    picture: photo,
    photo: photo !== null,
  };
}
