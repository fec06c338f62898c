// The referees registry of the cabinet (super_admin; issue 32 §2): the paged list with private
// contacts, one referee, create, edit, photo (metadata removed) and (de)activation — each write
// in one transaction on the referee's row. An inactive referee leaves the crew pickers and the
// public list; the crews they were on stay.
import {
  parseSort,
  type CabinetReferee,
  type CabinetRefereesQuery,
  type Language,
  type RefereeBody,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import type { FileStorage } from '../../storage/storage';
import { storedPath, storeFile, removeStoredImage, type AcceptedFile } from '../../storage/upload';
import * as repository from './referees.cabinet.repository';

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function toCabinetReferee(row: repository.CabinetRefereeRow): CabinetReferee {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    first_name_kk: row.first_name_kk,
    first_name_ru: row.first_name_ru,
    first_name_en: row.first_name_en,
    last_name_kk: row.last_name_kk,
    last_name_ru: row.last_name_ru,
    last_name_en: row.last_name_en,
    category_kk: row.category_kk,
    category_ru: row.category_ru,
    category_en: row.category_en,
    category: row.category,
    city: row.city_id !== null && row.city_title !== null ? { id: row.city_id, title: row.city_title } : null,
    birth_date: row.birth_date,
    phone: row.phone,
    email: row.email,
    photo: fileUrl(row.photo),
    active: row.is_active,
    account:
      row.account_id !== null
        ? { id: row.account_id, email: row.account_email ?? '', active: row.account_active ?? false }
        : null,
  };
}

export function createRefereesCabinetService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  async function values(executor: Executor, body: RefereeBody): Promise<repository.RefereeValues> {
    if (body.city_id && !(await repository.cityExists(executor, body.city_id)))
      throw new AppError('validation_failed', { fields: { city_id: [{ rule: 'one_of' }] } });
    return {
      first_name_kk: body.first_name_kk.trim(),
      first_name_ru: orNull(body.first_name_ru),
      first_name_en: orNull(body.first_name_en),
      last_name_kk: body.last_name_kk.trim(),
      last_name_ru: orNull(body.last_name_ru),
      last_name_en: orNull(body.last_name_en),
      category_kk: orNull(body.category_kk),
      category_ru: orNull(body.category_ru),
      category_en: orNull(body.category_en),
      city_id: body.city_id ?? null,
      birth_date: body.birth_date ?? null,
      phone: orNull(body.phone),
      email: orNull(body.email)?.toLowerCase() ?? null,
    };
  }

  async function detail(language: Language, id: number): Promise<CabinetReferee> {
    const row = await repository.findCabinetReferee(db, language, id);
    if (!row) throw new AppError('not_found');
    return toCabinetReferee(row);
  }

  async function writable(trx: Executor, id: number) {
    const row = await repository.lockReferee(trx, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    detail,

    async list(language: Language, query: CabinetRefereesQuery) {
      const window = pageWindow(query);
      const { total, rows } = await repository.pageCabinetReferees(
        db,
        language,
        {
          q: query.q?.trim() || undefined,
          active: query.state === undefined ? undefined : query.state === 'active',
        },
        parseSort(query.sort, 'name'),
        window,
      );
      return { data: rows.map(toCabinetReferee), total, window };
    },

    async create(language: Language, body: RefereeBody): Promise<CabinetReferee> {
      const id = await inTransaction(db, async (trx) => {
        const row = await values(trx, body);
        const base = slugFrom(
          `${row.first_name_en ?? row.first_name_kk} ${row.last_name_en ?? row.last_name_kk}`,
          'referee',
        );
        const created = await insertWithFreeSlug(
          base,
          (slug) => repository.refereeSlugTaken(trx, slug),
          async (slug) => (await repository.insertReferee(trx, { ...row, slug }, clock()))?.id,
        );
        return created.id;
      });
      return detail(language, id);
    },

    async update(language: Language, id: number, body: RefereeBody): Promise<CabinetReferee> {
      await inTransaction(db, async (trx) => {
        await writable(trx, id);
        await repository.updateReferee(trx, id, await values(trx, body), clock());
      });
      return detail(language, id);
    },

    async setActive(language: Language, id: number, active: boolean): Promise<CabinetReferee> {
      await inTransaction(db, async (trx) => {
        await writable(trx, id);
        await repository.updateReferee(trx, id, { is_active: active }, clock());
      });
      return detail(language, id);
    },

    async setPhoto(id: number, file: AcceptedFile | null): Promise<{ id: number; photo: string }> {
      if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
      await inTransaction(db, (trx) => writable(trx, id));
      // Its metadata went when the upload was accepted (storage/upload.ts).
      const key = await storeFile(storage, 'image', file, clock());
      try {
        await inTransaction(db, async (trx, tx) => {
          const row = await writable(trx, id);
          await repository.updateReferee(trx, id, { photo: storedPath(key) }, clock());
          tx.afterCommit(() => removeStoredImage(storage, row.photo));
        });
        return { id, photo: fileUrl(storedPath(key))! };
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type RefereesCabinetService = ReturnType<typeof createRefereesCabinetService>;
