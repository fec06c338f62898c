// Public content: news, sport analytics, media albums, videos, press, pages, the league's
// about pages, banners, partners, contacts and the league's documents (regulations).
import {
  AboutResponse,
  AdvertisingResponse,
  AnalyticsDetailResponse,
  AnalyticsListResponse,
  AnalyticsQuery,
  BannersQuery,
  BannersResponse,
  ContactsResponse,
  ContentIdParams,
  ContentPageResponse,
  ContentSlugParams,
  DocumentResponse,
  DocumentsResponse,
  EmployeesResponse,
  MediaAlbumResponse,
  MediaListResponse,
  MediaQuery,
  NewsAndAnalyticsResponse,
  NewsDetailResponse,
  NewsListResponse,
  NewsQuery,
  PartnersResponse,
  PressListResponse,
  PressQuery,
  TrusteesResponse,
  VideoListResponse,
  VideoQuery,
  YearsResponse,
} from '../contracts/content';
import { endpoint } from './define';

const tag = 'content';
const base = { tag, access: 'public', cacheable: true } as const;

export const newsYears = endpoint({
  ...base,
  id: 'content.newsYears',
  method: 'GET',
  path: '/news-years',
  summary: 'Years that have published news',
  response: YearsResponse,
});

export const news = endpoint({
  ...base,
  id: 'content.news',
  method: 'GET',
  path: '/news',
  summary: 'Published news, newest first, by year, tag, team or match; paginated',
  query: NewsQuery,
  response: NewsListResponse,
});

export const newsBySlug = endpoint({
  ...base,
  id: 'content.newsBySlug',
  method: 'GET',
  path: '/news/:slug',
  summary: 'One published news item',
  params: ContentSlugParams,
  response: NewsDetailResponse,
});

export const newsAndAnalytics = endpoint({
  ...base,
  id: 'content.newsAndAnalytics',
  method: 'GET',
  path: '/news-and-analytics/:id',
  summary: 'One news item with the latest news and analytics beside it',
  params: ContentIdParams,
  response: NewsAndAnalyticsResponse,
});

export const analyticsYears = endpoint({
  ...base,
  id: 'content.analyticsYears',
  method: 'GET',
  path: '/sport-analytics-years',
  summary: 'Years that have published sport analytics',
  response: YearsResponse,
});

export const analytics = endpoint({
  ...base,
  id: 'content.analytics',
  method: 'GET',
  path: '/sport-analytics',
  summary: 'Published sport analytics by year; paginated',
  query: AnalyticsQuery,
  response: AnalyticsListResponse,
});

export const analyticsBySlug = endpoint({
  ...base,
  id: 'content.analyticsBySlug',
  method: 'GET',
  path: '/sport-analytics/:slug',
  summary: 'One sport analytics article with its files',
  params: ContentSlugParams,
  response: AnalyticsDetailResponse,
});

export const media = endpoint({
  ...base,
  id: 'content.media',
  method: 'GET',
  path: '/media',
  summary: 'Photo albums, newest first; paginated',
  query: MediaQuery,
  response: MediaListResponse,
});

export const album = endpoint({
  ...base,
  id: 'content.album',
  method: 'GET',
  path: '/media/:slug',
  summary: 'One photo album with its pictures',
  params: ContentSlugParams,
  response: MediaAlbumResponse,
});

export const videos = endpoint({
  ...base,
  id: 'content.videos',
  method: 'GET',
  path: '/video',
  summary: 'Videos by season, paginated; `meta.seasons` lists the seasons that have videos',
  query: VideoQuery,
  response: VideoListResponse,
});

export const pressYears = endpoint({
  ...base,
  id: 'content.pressYears',
  method: 'GET',
  path: '/press-years',
  summary: 'Years that have press publications',
  response: YearsResponse,
});

export const press = endpoint({
  ...base,
  id: 'content.press',
  method: 'GET',
  path: '/press',
  summary: 'Press publications about the league by year; paginated',
  query: PressQuery,
  response: PressListResponse,
});

export const page = endpoint({
  ...base,
  id: 'content.page',
  method: 'GET',
  path: '/pages/:slug',
  summary: 'A content page (partner, privacy, rules…) with its blocks',
  params: ContentSlugParams,
  response: ContentPageResponse,
});

export const about = endpoint({
  ...base,
  id: 'content.about',
  method: 'GET',
  path: '/about',
  summary: 'The about page and the league in numbers',
  response: AboutResponse,
});

export const trustees = endpoint({
  ...base,
  id: 'content.trustees',
  method: 'GET',
  path: '/about/trustees',
  summary: 'The board of trustees',
  response: TrusteesResponse,
});

export const employees = endpoint({
  ...base,
  id: 'content.employees',
  method: 'GET',
  path: '/about/employees',
  summary: "The league's staff",
  response: EmployeesResponse,
});

export const advertising = endpoint({
  ...base,
  id: 'content.advertising',
  method: 'GET',
  path: '/advertising',
  summary: 'The advertising page and the banners on offer',
  response: AdvertisingResponse,
});

export const banners = endpoint({
  ...base,
  id: 'content.banners',
  method: 'GET',
  path: '/banners',
  summary: 'Active banners, optionally of one placement',
  query: BannersQuery,
  response: BannersResponse,
});

export const partners = endpoint({
  ...base,
  id: 'content.partners',
  method: 'GET',
  path: '/partners',
  summary: "The league's partners",
  response: PartnersResponse,
});

export const contacts = endpoint({
  ...base,
  id: 'content.contacts',
  method: 'GET',
  path: '/contacts',
  summary: "The league's contacts",
  response: ContactsResponse,
});

export const documents = endpoint({
  ...base,
  id: 'content.documents',
  method: 'GET',
  path: '/documents',
  summary: "The league's public documents (regulations): url, size, mime type",
  response: DocumentsResponse,
});

export const documentById = endpoint({
  ...base,
  id: 'content.documentById',
  method: 'GET',
  path: '/documents/:id',
  summary: 'One public league document',
  params: ContentIdParams,
  response: DocumentResponse,
});
