// The league's identity: read by everyone, saved by the super_admin from the version it was read
// at (lock the one row; a moved version is a 409 with the current identity), the colours checked
// for WCAG AA contrast on the field they concern, the logo stored apart (the old file removed
// after commit). The cabinet write moves the public data version, so every process and every
// cache (pages, share cards, manifest, icons) answers the new identity at once.
import type { LeagueIdentity, LeagueIdentityBody } from '@league/shared/contracts';
import { colorIssues } from '@league/shared/league';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import type { FileStorage } from '../../storage/storage';
import { replaceStoredImage } from '../../storage/replace-image';
import { removeStoredImage, type AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { identityOf, valuesOf } from './league.identity';
import * as repository from './league.repository';

/** The league's identity as it is now (the defaults on an empty database). */
export async function readIdentity(db: Executor): Promise<LeagueIdentity> {
  return identityOf(await repository.readIdentityRow(db));
}

export function createLeagueService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  return {
    identity: () => readIdentity(db),

    async save(user: CurrentUser, body: LeagueIdentityBody): Promise<LeagueIdentity> {
      const issues = colorIssues(body.colors);
      if (Object.keys(issues).length > 0) throw new AppError('validation_failed', { fields: issues });
      return inTransaction(
        db,
        async (trx) => {
          const row = await repository.readIdentityRow(trx, { lock: true });
          if (!row || row.version !== body.version)
            throw new AppError('league_changed', { data: { current: identityOf(row) } });
          await repository.writeIdentity(trx, valuesOf(body), user.id, clock());
          return identityOf(await repository.readIdentityRow(trx));
        },
        { label: 'league identity: save' },
      );
    },

    async uploadLogo(user: CurrentUser, file: AcceptedFile): Promise<{ id: number; logo: string | null }> {
      const stored = await replaceStoredImage(
        { db, clock, storage },
        file,
        {
          lock: async (trx) => ({ old: (await repository.readIdentityRow(trx, { lock: true }))?.logo ?? null }),
          write: (trx, path) => repository.writeLogo(trx, path, user.id, clock()),
        },
        { label: 'league identity: logo' },
      );
      return { id: 1, logo: fileUrl(stored) };
    },

    async deleteLogo(user: CurrentUser): Promise<{ id: number; logo: null }> {
      await inTransaction(
        db,
        async (trx, tx) => {
          const old = (await repository.readIdentityRow(trx, { lock: true }))?.logo ?? null;
          await repository.writeLogo(trx, null, user.id, clock());
          tx.afterCommit(() => removeStoredImage(storage, old));
        },
        { label: 'league identity: logo removed' },
      );
      return { id: 1, logo: null };
    },
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;
