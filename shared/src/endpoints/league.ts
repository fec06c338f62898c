// The league's identity as the public site reads it: name, short name, logo, colours, contacts,
// social links and about text in kk/ru/en (the defaults until the league saves its own), and the
// web app manifest made from it.
import { enums, object, optional, string } from 'superstruct';
import { fileAnswer } from '../contracts/files';
import { LeagueIdentityResponse } from '../contracts/league-identity';
import { endpoint } from './define';

const tag = 'league';

export const identity = endpoint({
  id: 'league.identity',
  method: 'GET',
  path: '/league',
  summary: "The league's name, short name, logo, colours, contacts, social links and about text in kk, ru and en",
  tag,
  access: 'public',
  response: LeagueIdentityResponse,
  cacheable: true,
});

export const manifest = endpoint({
  id: 'league.manifest',
  method: 'GET',
  path: '/league/manifest',
  summary: "The web app manifest in a language: the league's name, short name, colours and icons",
  tag,
  access: 'public',
  query: object({ lang: optional(enums(['kk', 'ru', 'en'] as const)) }),
  response: fileAnswer(['application/manifest+json']),
  cacheable: true,
});

export const icon = endpoint({
  id: 'league.icon',
  method: 'GET',
  path: '/league/icon',
  summary: "The league's icon as a square PNG (192 or 512 px; `maskable` with the safe margin), drawn from its logo",
  tag,
  access: 'public',
  query: object({
    size: optional(enums(['32', '180', '192', '512'] as const)),
    maskable: optional(enums(['1'] as const)),
    /** The identity's version the link was made for (a new logo is a new address). */
    v: optional(string()),
  }),
  response: fileAnswer(['image/png']),
  cacheable: true,
});
