// The match sheet checked and signed (ADR 0212): identities before kick-off, the referee's close,
// each team official's confirmation or dispute, the league's reopening with a reason.
import { MatchIdParams } from '../contracts/cabinet-matches';
import {
  IdentityBody,
  MatchSheetResponse,
  ReopenBody,
  SheetPhotoParams,
  SheetPhotoResponse,
  SignBody,
} from '../contracts/match-sheet';
import { object } from 'superstruct';
import { endpoint } from './define';

const tag = 'matches';

export const sheet = endpoint({
  id: 'matchSheet.sheet',
  method: 'GET',
  path: '/cabinet/matches/:id/sheet',
  summary:
    'The match sheet: each side’s listed players with photo, number, birth year and identity check; the sign-off of both teams; its history',
  tag,
  access: 'matchSheet',
  params: MatchIdParams,
  response: MatchSheetResponse,
});

export const checkIdentity = endpoint({
  id: 'matchSheet.checkIdentity',
  method: 'POST',
  path: '/cabinet/matches/:id/sheet/identity',
  summary:
    'Marks a listed player identity checked, refused to play, or unchecked (before the final whistle); 409 after it',
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: IdentityBody,
  response: MatchSheetResponse,
});

export const closeSheet = endpoint({
  id: 'matchSheet.close',
  method: 'POST',
  path: '/cabinet/matches/:id/sheet/close',
  summary:
    'The referee closes the sheet after the final whistle for both teams to sign; 409 before it or when already closed',
  tag,
  access: 'matchWrite',
  params: MatchIdParams,
  body: object({}),
  response: MatchSheetResponse,
});

export const signSheet = endpoint({
  id: 'matchSheet.sign',
  method: 'POST',
  path: '/cabinet/matches/:id/sheet/sign',
  summary:
    'A team’s official confirms the closed sheet or records a dispute with a reason (from their account, or on the referee’s device with their e-mail and signing PIN; 5 wrong PINs refuse that official’s PIN for 15 minutes); both confirmed locks it; 409 when that side has signed',
  tag,
  access: 'matchSheet',
  params: MatchIdParams,
  body: SignBody,
  response: MatchSheetResponse,
});

export const reopenSheet = endpoint({
  id: 'matchSheet.reopen',
  method: 'POST',
  path: '/cabinet/matches/:id/sheet/reopen',
  summary: 'The league reopens a locked sheet for a change, with the reason kept in its history',
  tag,
  access: 'superAdmin',
  params: MatchIdParams,
  body: ReopenBody,
  response: MatchSheetResponse,
});

export const photo = endpoint({
  id: 'matchSheet.photo',
  method: 'GET',
  path: '/cabinet/matches/:id/sheet/players/:player_id/photo',
  summary:
    'A listed player’s photo kept as a private file, for the identity check: to those who may read the sheet; cached by the browser only',
  tag,
  access: 'matchSheet',
  params: SheetPhotoParams,
  response: SheetPhotoResponse,
});
