import { albumsStrings } from './features/albums/strings';
import { articlesStrings } from './features/articles/strings';
import { catalogueStrings } from './features/catalogue/strings';
import { uiStrings } from './ui/ui-strings';

// Strings of the content area of the cabinet (namespace `cab-content`) in kk, ru and en; each
// feature keeps its own strings file, merged here in one line per language.
const sections = {
  kk: {
    news: 'Жаңалықтар',
    analytics: 'Аналитика',
    albums: 'Фотоальбомдар',
    videos: 'Бейнелер',
    press: 'Баспасөз',
    documents: 'Құжаттар',
    partners: 'Серіктестер',
    banners: 'Баннерлер',
    people: 'Адамдар',
    pages: 'Беттер',
  },
  ru: {
    news: 'Новости',
    analytics: 'Аналитика',
    albums: 'Фотоальбомы',
    videos: 'Видео',
    press: 'Пресса',
    documents: 'Документы',
    partners: 'Партнёры',
    banners: 'Баннеры',
    people: 'Люди',
    pages: 'Страницы',
  },
  en: {
    news: 'News',
    analytics: 'Analytics',
    albums: 'Photo albums',
    videos: 'Videos',
    press: 'Press',
    documents: 'Documents',
    partners: 'Partners',
    banners: 'Banners',
    people: 'People',
    pages: 'Pages',
  },
};

export const resources = {
  kk: {
    sections: sections.kk,
    ...uiStrings.kk,
    articles: articlesStrings.kk,
    catalogue: catalogueStrings.kk,
    albums: albumsStrings.kk,
  },
  ru: {
    sections: sections.ru,
    ...uiStrings.ru,
    articles: articlesStrings.ru,
    catalogue: catalogueStrings.ru,
    albums: albumsStrings.ru,
  },
  en: {
    sections: sections.en,
    ...uiStrings.en,
    articles: articlesStrings.en,
    catalogue: catalogueStrings.en,
    albums: albumsStrings.en,
  },
} as const;
