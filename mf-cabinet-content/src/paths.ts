// Every page URL of the content area of the cabinet, unprefixed: LocaleLink adds the locale.
// The patterns are the cabinet's one set (CABINET_PATTERNS in @league/shared, which the access
// table lists too); routes take them from `patterns`, components build links with `paths`.
import { CABINET_PATTERNS as P, cabinetPath } from '@league/shared';

export const patterns = {
  news: P.contentNews,
  newsCreate: P.contentNewsCreate,
  newsEdit: P.contentNewsEdit,
  analytics: P.contentAnalytics,
  analyticsCreate: P.contentAnalyticsCreate,
  analyticsEdit: P.contentAnalyticsEdit,
  albums: P.contentAlbums,
  album: P.contentAlbum,
  videos: P.contentVideos,
  press: P.contentPress,
  documents: P.contentDocuments,
  partners: P.contentPartners,
  banners: P.contentBanners,
  people: P.contentPeople,
  pages: P.contentPages,
} as const;

type Id = string | number;

export const paths = {
  news: () => cabinetPath('contentNews'),
  newsCreate: () => cabinetPath('contentNewsCreate'),
  newsEdit: (id: Id) => cabinetPath('contentNewsEdit', { id }),
  analytics: () => cabinetPath('contentAnalytics'),
  analyticsCreate: () => cabinetPath('contentAnalyticsCreate'),
  analyticsEdit: (id: Id) => cabinetPath('contentAnalyticsEdit', { id }),
  albums: () => cabinetPath('contentAlbums'),
  album: (id: Id) => cabinetPath('contentAlbum', { id }),
  videos: () => cabinetPath('contentVideos'),
  press: () => cabinetPath('contentPress'),
  documents: () => cabinetPath('contentDocuments'),
  partners: () => cabinetPath('contentPartners'),
  banners: () => cabinetPath('contentBanners'),
  people: () => cabinetPath('contentPeople'),
  pages: () => cabinetPath('contentPages'),
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;

/** The sections of the area, in the order of its tabs. */
export const SECTIONS = [
  'news',
  'analytics',
  'albums',
  'videos',
  'press',
  'documents',
  'partners',
  'banners',
  'people',
  'pages',
] as const satisfies readonly (keyof typeof paths)[];
export type Section = (typeof SECTIONS)[number];
