// The words of the calendar feeds and of the fixtures CSV in each language.
import type { Language } from '@league/shared/contracts';

export const TITLES: Record<
  Language,
  {
    tournament: (name: string) => string;
    team: (name: string) => string;
    tour: string;
    match: string;
    cancelled: string;
    postponed: string;
    toBeSet: string;
  }
> = {
  kk: {
    tournament: (n) => `${n} — матчтар`,
    team: (n) => `${n} — матчтар`,
    tour: 'Тур',
    match: 'Матч беті',
    cancelled: 'Болдырылмады',
    postponed: 'Шегерілді',
    toBeSet: 'жаңа күні кейін белгіленеді',
  },
  ru: {
    tournament: (n) => `${n} — матчи`,
    team: (n) => `${n} — матчи`,
    tour: 'Тур',
    match: 'Страница матча',
    cancelled: 'Отменён',
    postponed: 'Перенесён',
    toBeSet: 'новая дата будет назначена',
  },
  en: {
    tournament: (n) => `${n} — fixtures`,
    team: (n) => `${n} — fixtures`,
    tour: 'Round',
    match: 'Match page',
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    toBeSet: 'new date to be set',
  },
};

/** The fixtures CSV's column titles in each language. */
export const FIXTURES_CSV_TITLES: Record<Language, string[]> = {
  kk: ['Тур', 'Күні', 'Уақыты (Алматы)', 'Қожайын', 'Қонақ', 'Есеп', 'Мәртебесі', 'Стадион'],
  ru: ['Тур', 'Дата', 'Время (Алматы)', 'Хозяева', 'Гости', 'Счёт', 'Статус', 'Стадион'],
  en: ['Round', 'Date', 'Time (Almaty)', 'Host', 'Guest', 'Score', 'Status', 'Stadium'],
};
