// Titles of the content keys editors attach to documents (category) and news (tags): stored as
// short Latin keys ('regulations', 'match-report'), shown to visitors in their language. A key
// without a title here is shown as the editor typed it, with dashes as spaces.
import type { Locale } from '@league/shared';

type Titles = Record<Locale, string>;

const DOCUMENT_CATEGORIES: Record<string, Titles> = {
  regulations: { kk: 'Ережелер', ru: 'Регламенты', en: 'Regulations' },
  medicine: { kk: 'Медицина', ru: 'Медицина', en: 'Medicine' },
  forms: { kk: 'Үлгі құжаттар', ru: 'Бланки и формы', en: 'Forms' },
  reports: { kk: 'Есептер', ru: 'Отчёты', en: 'Reports' },
  other: { kk: 'Басқа', ru: 'Другое', en: 'Other' },
};

const NEWS_TAGS: Record<string, Titles> = {
  'match-report': { kk: 'Матч шолуы', ru: 'Обзор матча', en: 'Match report' },
  boys: { kk: 'Ұлдар', ru: 'Мальчики', en: 'Boys' },
  girls: { kk: 'Қыздар', ru: 'Девочки', en: 'Girls' },
  league: { kk: 'Лига', ru: 'Лига', en: 'League' },
  tournament: { kk: 'Турнир', ru: 'Турнир', en: 'Tournament' },
  applications: { kk: 'Өтінімдер', ru: 'Заявки', en: 'Applications' },
  referees: { kk: 'Төрешілер', ru: 'Судьи', en: 'Referees' },
  coaches: { kk: 'Жаттықтырушылар', ru: 'Тренеры', en: 'Coaches' },
  medicine: { kk: 'Медицина', ru: 'Медицина', en: 'Medicine' },
  partners: { kk: 'Серіктестер', ru: 'Партнёры', en: 'Partners' },
  ambassadors: { kk: 'Амбассадорлар', ru: 'Амбассадоры', en: 'Ambassadors' },
  'fair-play': { kk: 'Адал ойын', ru: 'Честная игра', en: 'Fair play' },
};

const asTyped = (key: string) => {
  const text = key.trim().replace(/[-_]+/g, ' ');
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
};

export const documentCategoryTitle = (key: string, locale: Locale): string =>
  DOCUMENT_CATEGORIES[key.trim().toLowerCase()]?.[locale] ?? asTyped(key);
export const newsTagTitle = (key: string, locale: Locale): string =>
  NEWS_TAGS[key.trim().toLowerCase()]?.[locale] ?? asTyped(key);
