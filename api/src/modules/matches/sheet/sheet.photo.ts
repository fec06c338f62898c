// A listed player's photo kept as a private file, for the identity check (ADR 0253): to those who
// may read the match's sheet (the referee on its crew, the league, both teams' officials), only
// for a player listed in one of its squads, and only a private key (a public photo has its own
// address). The browser may keep it a while; no shared cache may (`private`).
import type { Language } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import { areaOf, type StoredFile } from '../../../storage/storage';
import { reachMatch } from '../match-scope';
import { isPrivateKey } from './sheet.read';
import * as repo from './sheet.repository';
import type { SheetDeps } from './sheet.writes';

/** How long the browser keeps a photo (seconds): a match day, not longer. */
export const SHEET_PHOTO_MAX_AGE = 6 * 3600;

export async function sheetPhoto(
  { db, storage }: SheetDeps,
  language: Language,
  user: CurrentUser,
  matchId: number,
  playerId: number,
): Promise<StoredFile & { filename: string }> {
  await reachMatch(db, language, user, matchId);
  const listed = (await repo.sheetPlayers(db, language, matchId)).find((p) => p.player_id === playerId);
  const key = listed?.photo ?? null;
  if (!storage || !key || !isPrivateKey(key)) throw new AppError('not_found');
  let file: StoredFile | null = null;
  try {
    const clean = key.replace(/^\.?\/+/, '');
    if (areaOf(clean) === 'private') file = await storage.get(clean);
  } catch {
    file = null; // a key the store refuses names no file
  }
  if (!file) throw new AppError('not_found');
  const extension = key.slice(key.lastIndexOf('.') + 1).replace(/[^a-z0-9]/gi, '') || 'jpg';
  return { ...file, filename: `player-${playerId}.${extension}` };
}
