// What the share images are made with: the file store, the services of the pages that have a
// subject, the drawings kept, and the league's name; and the pictures read from the file store.
import type { Language } from '@league/shared/contracts';
import type { FileStorage } from '../../../storage/storage';
import type { ClubsService } from '../../clubs/index';
import type { ContentService } from '../../content/index';
import type { MatchesService } from '../../matches/index';
import type { PlayerPagesService } from '../../player-pages/index';
import type { RefereesService } from '../../referees/index';
import type { TeamPagesService } from '../../team-pages/index';
import type { TournamentsService } from '../../tournaments/index';
import { createShareImageCache, type ShareImageCache } from '../share.cache';
import { pictureReader, type PictureReader } from '../share.pictures';

export interface ShareDeps {
  storage: FileStorage;
  matches: MatchesService;
  teams: TeamPagesService;
  players: PlayerPagesService;
  tournaments: TournamentsService;
  clubs: ClubsService;
  referees: RefereesService;
  content: ContentService;
  /** The drawn images (tests and benchmarks pass their own). */
  cache?: ShareImageCache;
  /** The league's name in a language (its identity, ADR 0231); the product's own name without it. */
  site?: (language: Language) => Promise<string>;
}

/** What each card and drawing takes: the service's dependencies with the cache set and the picture reader. */
export interface ShareCardDeps extends Omit<ShareDeps, 'cache'> {
  cache: ShareImageCache;
  picture: PictureReader;
}

/** The use cases' dependencies: the drawings kept (a cache of their own unless passed) and the pictures read from `storage`. */
export function shareDeps({ cache = createShareImageCache(), ...deps }: ShareDeps): ShareCardDeps {
  return { ...deps, cache, picture: pictureReader(deps.storage) };
}

/** The first of the pictures that can be read, else null. */
export async function firstPicture({ picture }: ShareCardDeps, ...urls: (string | null | undefined)[]) {
  for (const url of urls) {
    const found = await picture(url);
    if (found) return found;
  }
  return null;
}
