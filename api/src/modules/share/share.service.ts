// Share images of the public pages that have a subject (ADR 0169): a match, a team, a player, a
// tournament, a club, a referee, a news, media or analytics item. Each card is made from the
// answer the page itself shows (the same services, so the same rules: a player's photo appears
// when the public player page shows it, else the team's crest), drawn as SVG (share.card.ts) and
// rendered to a PNG of 1200×630 (share.render.ts), kept per subject, language and version of the
// public data (share.cache.ts). A subject that does not exist answers 404 like its page.
import type { Language } from '@league/shared/contracts';
import { share as endpoints } from '@league/shared/endpoints';
import { enumLabel } from '@league/shared/labels';
import { shareImageKey } from '../../lib/public-caches';
import type { FileStorage } from '../../storage/storage';
import type { ClubsService } from '../clubs/index';
import type { ContentService } from '../content/index';
import type { MatchesService } from '../matches/index';
import type { PlayerPagesService } from '../player-pages/index';
import type { RefereesService } from '../referees/index';
import type { TeamPagesService } from '../team-pages/index';
import type { TournamentsService } from '../tournaments/index';
import { cardSvg, type Card } from './share.card';
import { createShareImageCache, type ShareImageCache } from './share.cache';
import { pictureReader, type PictureReader } from './share.pictures';
import { renderPng } from './share.render';

const LEAGUE_TIMEZONE = 'Asia/Almaty';
const INTL_LOCALES: Record<Language, string> = { kk: 'kk-KZ', ru: 'ru-RU', en: 'en-GB' };

const WORDS: Record<
  Language,
  {
    site: string;
    match: string;
    team: string;
    player: string;
    tournament: string;
    club: string;
    referee: string;
    news: string;
    album: string;
    analytics: string;
    born: (year: number) => string;
    girls: string;
    shootout: string;
    photos: (n: number) => string;
    since: (year: number) => string;
  }
> = {
  kk: {
    site: 'Жасөспірімдер футбол лигасы',
    match: 'Матч',
    team: 'Команда',
    player: 'Ойыншы',
    tournament: 'Турнир',
    club: 'Клуб',
    referee: 'Төреші',
    news: 'Жаңалықтар',
    album: 'Медиа',
    analytics: 'Спорттық талдау',
    born: (year) => `${year} ж.т.`,
    girls: 'Қыздар командасы',
    shootout: 'пен.',
    photos: (n) => `${n} фото`,
    since: (year) => `${year} жылдан бері`,
  },
  ru: {
    site: 'Юношеская футбольная лига',
    match: 'Матч',
    team: 'Команда',
    player: 'Игрок',
    tournament: 'Турнир',
    club: 'Клуб',
    referee: 'Судья',
    news: 'Новости',
    album: 'Медиа',
    analytics: 'Спортивная аналитика',
    born: (year) => `${year} г.р.`,
    girls: 'Команда девушек',
    shootout: 'пен.',
    photos: (n) => `${n} фото`,
    since: (year) => `с ${year} года`,
  },
  en: {
    site: 'Youth Football League',
    match: 'Match',
    team: 'Team',
    player: 'Player',
    tournament: 'Tournament',
    club: 'Club',
    referee: 'Referee',
    news: 'News',
    album: 'Media',
    analytics: 'Sports analytics',
    born: (year) => `born ${year}`,
    girls: "Girls' team",
    shootout: 'pens',
    photos: (n) => `${n} photo${n === 1 ? '' : 's'}`,
    since: (year) => `since ${year}`,
  },
};

/** A moment (ISO) or a calendar date ('YYYY-MM-DD', a league date) in the page's language. */
export function formatShareDate(value: string | null | undefined, language: Language, withTime = false): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = dateOnly ? 'UTC' : LEAGUE_TIMEZONE;
  const day = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
  return withTime && !dateOnly ? `${day}, ${formatShareTime(value)}` : day;
}

export function formatShareTime(value: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LEAGUE_TIMEZONE,
  }).format(new Date(value));
}

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

export interface ShareDeps {
  storage: FileStorage;
  matches: MatchesService;
  teams: TeamPagesService;
  players: PlayerPagesService;
  tournaments: TournamentsService;
  clubs: ClubsService;
  referees: RefereesService;
  content: ContentService;
  /** The drawn images (tests and benchmarks pass their own). */
  cache?: ShareImageCache;
  /** The league's name in a language (its identity, ADR 0231); the product's own name without it. */
  site?: (language: Language) => Promise<string>;
}

/** The endpoint of each kind of subject (its id keys the drawings). */
const ENDPOINT_OF = {
  match: endpoints.match,
  team: endpoints.team,
  player: endpoints.player,
  tournament: endpoints.tournament,
  club: endpoints.club,
  referee: endpoints.referee,
  news: endpoints.news,
  album: endpoints.album,
  analytics: endpoints.analytics,
} as const;

export type ShareKind = keyof typeof ENDPOINT_OF;

export function createShareService({
  storage,
  matches,
  teams,
  players,
  tournaments,
  clubs,
  referees,
  content,
  cache = createShareImageCache(),
  site,
}: ShareDeps) {
  /** The league's name on a card: its identity's (the composition root reads it), else the product's. */
  const siteOf = async (language: Language) => (site ? site(language) : WORDS[language].site);
  const picture: PictureReader = pictureReader(storage);
  const firstPicture = async (...urls: (string | null | undefined)[]) => {
    for (const url of urls) {
      const found = await picture(url);
      if (found) return found;
    }
    return null;
  };

  const cards: Record<ShareKind, (language: Language, key: string) => Promise<Card>> = {
    async match(language, key) {
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
    },
    async team(language, key) {
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
        picture: await firstPicture(team.logo, club.logo),
        photo: false,
      };
    },
    async player(language, key) {
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
        picture: photo ?? (await firstPicture(team?.logo, club?.logo)),
        photo: photo !== null,
      };
    },
    async tournament(language, key) {
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
    },
    async club(language, key) {
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
    },
    async referee(language, key) {
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
    },
    async news(language, key) {
      const item = await content.newsBySlug(language, key);
      return {
        layout: 'story',
        label: WORDS[language].news,
        title: item.title,
        date: formatShareDate(item.published_at, language),
        picture: await picture(item.image),
      };
    },
    async album(language, key) {
      const words = WORDS[language];
      const album = await content.album(language, key);
      return {
        layout: 'story',
        label: words.album,
        title: album.title,
        date: join(formatShareDate(album.date, language), album.images.length > 0 && words.photos(album.images.length)),
        picture: await firstPicture(album.cover_image, album.images[0]?.url),
      };
    },
    async analytics(language, key) {
      const item = await content.analyticsBySlug(language, key);
      return {
        layout: 'story',
        label: WORDS[language].analytics,
        title: item.title,
        date: formatShareDate(item.published_at, language),
        picture: await picture(item.image),
      };
    },
  };

  return {
    /** The card of a subject (404 when it does not exist). */
    card: (kind: ShareKind, language: Language, key: string): Promise<Card> => cards[kind](language, key),
    /** A card drawn as a PNG (no cache). */
    draw: async (card: Card, language: Language): Promise<Buffer> =>
      renderPng(cardSvg(card, { site: await siteOf(language) })),
    /** The share image of a subject as PNG bytes, drawn once per version of the public data. */
    image(kind: ShareKind, language: Language, key: string): Promise<Buffer> {
      return cache.get(shareImageKey(ENDPOINT_OF[kind], language, key), async () =>
        renderPng(cardSvg(await cards[kind](language, key), { site: await siteOf(language) })),
      );
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
