// Share images: the picture a link preview shows (WhatsApp, Telegram, Facebook, X) for a page
// that has a subject — a PNG of 1200×630 drawn by the API from the same data as the page
// (ADR 0169). The page's `og:image` names the image of its own language (`?lang=`: crawlers send
// no Accept-Language). A link whose subject does not exist answers 404 like its page.
import type { Struct } from 'superstruct';
import { IdParams } from '../contracts/league';
import { ContentSlugParams } from '../contracts/content';
import { ShareImageAnswer, ShareImageQuery } from '../contracts/files';
import { PeopleKeyPath, PeopleSlugPath } from '../contracts/people';
import { endpoint } from './define';

const tag = 'share';

// oxlint-disable-next-line typescript/no-explicit-any
const image = <P>(id: string, path: string, summary: string, params: Struct<P, any>) =>
  endpoint({
    id: `share.${id}`,
    method: 'GET',
    path,
    summary,
    tag,
    access: 'public',
    params,
    query: ShareImageQuery,
    response: ShareImageAnswer,
    cacheable: true,
  });

export const match = image(
  'match',
  '/share/matches/:id/card.png',
  "A match's share image: crests, score or kick-off, tournament, date",
  IdParams,
);
export const team = image(
  'team',
  '/share/teams/:slug/card.png',
  "A team's share image: crest, club, birth year",
  PeopleSlugPath,
);
export const player = image(
  'player',
  '/share/players/:slug/card.png',
  "A player's share image: the photo the public page shows, else the team's crest",
  PeopleSlugPath,
);
export const tournament = image(
  'tournament',
  '/share/tournaments/:id/card.png',
  "A tournament's share image: logo, season, age group",
  IdParams,
);
export const club = image(
  'club',
  '/share/clubs/:slug/card.png',
  "A club's share image: crest and city",
  PeopleSlugPath,
);
export const referee = image(
  'referee',
  '/share/referees/:id/card.png',
  "A referee's share image (an id or a slug)",
  PeopleKeyPath,
);
export const news = image(
  'news',
  '/share/news/:slug/card.png',
  "A news item's share image: its picture and title",
  ContentSlugParams,
);
export const album = image(
  'album',
  '/share/media/:slug/card.png',
  "A media album's share image: its cover and title",
  ContentSlugParams,
);
export const analytics = image(
  'analytics',
  '/share/sport-analytics/:slug/card.png',
  "A sports analytics item's share image: its picture and title",
  ContentSlugParams,
);
