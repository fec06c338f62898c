// A match's photos, written from the cabinet (media_manager, super_admin): the same albums the
// public match page reads (`GET /matches/{id}/media`), never a second store. An upload goes to
// the match's own album (slug `match-<id>-photos`, created with the first photo, titled by the
// teams in each language, dated on the match day); a removal takes a photo out of any album of
// the match, and the match's own album goes with its last photo. The file is stored only after
// the upload rules accepted it, and removed again when the transaction fails.
import type { CabinetMatchMedia, Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import type { FileStorage } from '../../storage/storage';
import { replaceStoredImage } from '../../storage/replace-image';
import { removeStoredImage, type AcceptedFile } from '../../storage/upload';
import * as media from './media.repository';

/** What a match's own album is made of when its first photo arrives. */
export interface MatchAlbumSeed {
  matchId: number;
  tournamentId: number;
  /** 'YYYY-MM-DD', the match day in Asia/Almaty. */
  date: string;
  titles: { kk: string; ru: string; en: string };
}

export const matchAlbumSlug = (matchId: number) => `match-${matchId}-photos`;

export function createMatchPhotos({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  async function list(language: Language, matchId: number): Promise<CabinetMatchMedia> {
    const rows = await media.matchPhotos(db, language, matchId);
    return {
      match_id: matchId,
      photos: rows.map((r) => ({
        id: r.id,
        path: fileUrl(r.path) ?? '',
        caption: r.caption,
        album: { id: r.album_id, slug: r.album_slug, title: r.album_title },
      })),
    };
  }

  return {
    list,

    async attach(language: Language, album: MatchAlbumSeed, file: AcceptedFile): Promise<CabinetMatchMedia> {
      // Stored once, whichever attempt of the transaction gets here first; removed if the write
      // fails. A new photo replaces none (`old: null`).
      await replaceStoredImage({ db, clock, storage }, file, {
        lock: async (trx) => ({
          old: null,
          own: await media.ensureAlbum(trx, {
            slug: matchAlbumSlug(album.matchId),
            title_kk: album.titles.kk,
            title_ru: album.titles.ru,
            title_en: album.titles.en,
            date: album.date,
            tournament_id: album.tournamentId,
            match_id: album.matchId,
          }),
        }),
        write: async (trx, path, { own }) => {
          await media.insertAlbumImage(trx, own.id, path);
          if (!own.cover_image) await media.setAlbumCover(trx, own.id, await media.firstAlbumImage(trx, own.id));
        },
      });
      return list(language, album.matchId);
    },

    async remove(language: Language, matchId: number, photoId: number): Promise<CabinetMatchMedia> {
      await inTransaction(db, async (trx, tx) => {
        const photo = await media.matchPhoto(trx, matchId, photoId);
        if (!photo) throw new AppError('not_found');
        await media.deleteAlbumImage(trx, photo.id);
        const next = await media.firstAlbumImage(trx, photo.album_id);
        if (next === null && photo.album_slug === matchAlbumSlug(matchId)) await media.deleteAlbum(trx, photo.album_id);
        else if (photo.cover_image === photo.path) await media.setAlbumCover(trx, photo.album_id, next);
        tx.afterCommit(() => removeStoredImage(storage, photo.path));
      });
      return list(language, matchId);
    },
  };
}

export type MatchPhotos = ReturnType<typeof createMatchPhotos>;
