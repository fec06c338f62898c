// The words of the share cards in each language, and how a card writes a date, a time and a
// line of facts.
import type { Language } from '@league/shared/contracts';

const LEAGUE_TIMEZONE = 'Asia/Almaty';
const INTL_LOCALES: Record<Language, string> = { kk: 'kk-KZ', ru: 'ru-RU', en: 'en-GB' };

export const WORDS: Record<
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

export const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');
