// The cards of the stories: a news item, a media album and an analytics item, each made from the
// answer its page shows (404 when it does not exist).
import type { Language } from '@league/shared/contracts';
import type { Card } from '../share.card';
import { firstPicture, type ShareCardDeps } from './deps';
import { formatShareDate, join, WORDS } from './words';

/** The card of a news or analytics item: its title, publication date and picture. */
async function itemCard(
  { picture }: ShareCardDeps,
  language: Language,
  label: string,
  item: { title: string; published_at: string | null; image: string | null },
): Promise<Card> {
  return {
    layout: 'story',
    label,
    title: item.title,
    date: formatShareDate(item.published_at, language),
    picture: await picture(item.image),
  };
}

export async function newsCard(deps: ShareCardDeps, language: Language, key: string): Promise<Card> {
  return itemCard(deps, language, WORDS[language].news, await deps.content.newsBySlug(language, key));
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

export async function analyticsCard(deps: ShareCardDeps, language: Language, key: string): Promise<Card> {
  return itemCard(deps, language, WORDS[language].analytics, await deps.content.analyticsBySlug(language, key));
}
