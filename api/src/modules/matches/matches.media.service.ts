// A match's photos in the cabinet (spec §6: the media manager attaches media to a single match;
// super_admin too — the `matchMedia` policy). The match must exist (404 otherwise); the photos
// are the content module's albums of the match, the ones the public match page shows.
import type { CabinetMatchMedia, Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AcceptedFile } from '../../storage/upload';
import type { MatchPhotos } from '../content/index';
import { matchForAlbum } from './matches.media.repository';

export function createMatchMediaService({ db, clock, photos }: { db: DB; clock: Clock; photos: MatchPhotos }) {
  async function match(id: number) {
    const row = await matchForAlbum(db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    async list(language: Language, id: number): Promise<CabinetMatchMedia> {
      await match(id);
      return photos.list(language, id);
    },

    async attach(language: Language, id: number, file: AcceptedFile): Promise<CabinetMatchMedia> {
      const row = await match(id);
      const date = almatyDate(row.date_time ? new Date(row.date_time) : clock());
      return photos.attach(
        language,
        {
          matchId: id,
          tournamentId: row.tournament_id,
          date,
          titles: {
            kk: `${row.host_kk} — ${row.guest_kk}`,
            ru: `${row.host_ru} — ${row.guest_ru}`,
            en: `${row.host_en} — ${row.guest_en}`,
          },
        },
        file,
      );
    },

    async remove(language: Language, id: number, photoId: number): Promise<CabinetMatchMedia> {
      await match(id);
      return photos.remove(language, id, photoId);
    },
  };
}

export type MatchMediaService = ReturnType<typeof createMatchMediaService>;
