// The news feed of one language (RSS 2.0 or Atom, written with the `feed` package, ADR 0264): the
// latest published items with their absolute links, lead, picture and author, so a reader or an
// aggregator gets a new item as soon as it is published. Links are built from PUBLIC_URL.
import type { Language } from '@league/shared/contracts';
import { Feed } from 'feed';
import type { ContentService } from '../content/index';
import { localizedUrl } from './sitemap.service';

const ITEMS = 30;
const TITLE: Record<Language, string> = {
  kk: 'Жасөспірімдер футбол лигасы — жаңалықтар',
  ru: 'Юношеская футбольная лига — новости',
  en: 'Youth Football League — news',
};

export function createFeedService({ content, origin }: { content: ContentService; origin: string }) {
  return {
    async news(language: Language, format: 'rss' | 'atom'): Promise<string> {
      const { data } = await content.news(language, {}, { per_page: ITEMS });
      const page = (path: string) => localizedUrl(origin, path, language);
      const feed = new Feed({
        title: TITLE[language],
        id: page('/news'),
        link: page('/news'),
        language,
        copyright: TITLE[language],
        updated: data[0] ? new Date(data[0].published_at) : new Date(0),
        feedLinks: { rss: page('/feed.xml'), atom: `${page('/feed.xml')}?format=atom` },
      });
      for (const item of data) {
        const picture = item.picture?.src ?? item.image;
        feed.addItem({
          title: item.title,
          id: page(`/news/${item.slug}`),
          link: page(`/news/${item.slug}`),
          description: item.lead ?? undefined,
          date: new Date(item.published_at),
          ...(picture ? { image: new URL(picture, origin).href } : {}),
          category: item.tags.map((name) => ({ name })),
        });
      }
      return format === 'atom' ? feed.atom1() : feed.rss2();
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
