// Share images of the public pages that have a subject (ADR 0169): a match, a team, a player, a
// tournament, a club, a referee, a news, media or analytics item. Each card is made from the
// answer the page itself shows (the same services, so the same rules: a player's photo appears
// when the public player page shows it, else the team's crest), drawn as SVG (share.card.ts) and
// rendered to a PNG of 1200×630 (share.render.ts), kept per subject, language and version of the
// public data (share.cache.ts). A subject that does not exist answers 404 like its page.
// The use cases are in ./use-cases; this service hands each call to its use case.
import type { Language } from '@league/shared/contracts';
import type { Card } from './share.card';
import { type ShareDeps, shareDeps } from './use-cases/deps';
import * as images from './use-cases/images';
import type { ShareKind } from './use-cases/images';

export type { ShareDeps } from './use-cases/deps';
export type { ShareKind } from './use-cases/images';
export { formatShareDate, formatShareTime } from './use-cases/words';

export function createShareService(input: ShareDeps) {
  const deps = shareDeps(input);
  return {
    /** The card of a subject (404 when it does not exist). */
    card: (kind: ShareKind, language: Language, key: string): Promise<Card> => images.card(deps, language, kind, key),
    /** A card drawn as a PNG (no cache). */
    draw: (card: Card, language: Language): Promise<Buffer> => images.draw(deps, language, card),
    /** The share image of a subject as PNG bytes, drawn once per version of the public data. */
    image: (kind: ShareKind, language: Language, key: string): Promise<Buffer> =>
      images.image(deps, language, kind, key),
  };
}

export type ShareService = ReturnType<typeof createShareService>;
