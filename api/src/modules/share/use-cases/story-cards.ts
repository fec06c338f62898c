// The cards of the stories: a news item, a media album and an analytics item, each made from the
// answer its page shows (404 when it does not exist).
import type { Language } from '@league/shared/contracts';
import type { Card } from '../share.card';
import { firstPicture, type ShareCardDeps } from './deps';
import { formatShareDate, join, WORDS } from './words';

export async function newsCard({ content, picture }: ShareCardDeps, language: Language, key: string): Promise<Card> {
  const item = await content.newsBySlug(language, key);
  return {
    layout: 'story',
    label: WORDS[language].news,
    title: item.title,
    date: formatShareDate(item.published_at, language),
    picture: await picture(item.image),
  };
}

export async function albumCard(deps: ShareCardDeps, language: Language, key: string): Promise<Card> {
  const { content } = deps;
  const words = WORDS[language];
  const album = await content.album(language, key);
  return {
    layout: 'story',
    label: words.album,
    title: album.title,
    date: join(formatShareDate(album.date, language), album.images.length > 0 && words.photos(album.images.length)),
    picture: await firstPicture(deps, album.cover_image, album.images[0]?.url),
  };
}

export async function analyticsCard(
  { content, picture }: ShareCardDeps,
  language: Language,
  key: string,
): Promise<Card> {
  const item = await content.analyticsBySlug(language, key);
  return {
    layout: 'story',
    label: WORDS[language].analytics,
    title: item.title,
    date: formatShareDate(item.published_at, language),
    picture: await picture(item.image),
  };
}
