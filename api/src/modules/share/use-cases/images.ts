// The card of each kind of subject, and the share image: a card drawn as a PNG, kept per
// subject, language and version of the public data.
import type { Language } from '@league/shared/contracts';
import { share as endpoints } from '@league/shared/endpoints';
import { shareImageKey } from '../../../lib/public-caches';
import { cardSvg, type Card } from '../share.card';
import { renderPng } from '../share.render';
import type { ShareCardDeps } from './deps';
import { albumCard, analyticsCard, newsCard } from './story-cards';
import { clubCard, matchCard, playerCard, refereeCard, teamCard, tournamentCard } from './subject-cards';
import { WORDS } from './words';

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

const CARDS: Record<ShareKind, (deps: ShareCardDeps, language: Language, key: string) => Promise<Card>> = {
  match: matchCard,
  team: teamCard,
  player: playerCard,
  tournament: tournamentCard,
  club: clubCard,
  referee: refereeCard,
  news: newsCard,
  album: albumCard,
  analytics: analyticsCard,
};

/** The league's name on a card: its identity's (the composition root reads it), else the product's. */
const siteOf = async ({ site }: ShareCardDeps, language: Language) => (site ? site(language) : WORDS[language].site);

/** The card of a subject (404 when it does not exist). */
export function card(deps: ShareCardDeps, language: Language, kind: ShareKind, key: string): Promise<Card> {
  return CARDS[kind](deps, language, key);
}

/** A card drawn as a PNG (no cache). */
export async function draw(deps: ShareCardDeps, language: Language, shown: Card): Promise<Buffer> {
  return renderPng(cardSvg(shown, { site: await siteOf(deps, language) }));
}

/** The share image of a subject as PNG bytes, drawn once per version of the public data. */
export function image(deps: ShareCardDeps, language: Language, kind: ShareKind, key: string): Promise<Buffer> {
  return deps.cache.get(shareImageKey(ENDPOINT_OF[kind], language, key), async () =>
    renderPng(cardSvg(await CARDS[kind](deps, language, key), { site: await siteOf(deps, language) })),
  );
}
