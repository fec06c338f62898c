// The protocol's additions: the referee's notes on weather, pitch, injuries and anything else,
// read and saved with their version.
import type { AdditionsBody, CabinetAdditions, Language } from '@league/shared/contracts';
import { ADDITION_FIELDS } from '@league/shared/contracts';
import type { CurrentUser } from '../../auth/index';
import * as repo from '../matches.protocol.repository';
import { assertEditable, editable, mayWrite, type ProtocolDeps, reach, stale, write } from './deps';

function additionsOf(user: CurrentUser, row: repo.ProtocolMatchRow): CabinetAdditions {
  const value = (key: string) => {
    const v = row.additions[key];
    return typeof v === 'string' ? v : '';
  };
  return {
    version: row.additions_version,
    additions: {
      weather: value('weather'),
      pitch: value('pitch'),
      injuries: value('injuries'),
      notes: value('notes'),
    },
    editable: mayWrite(user) && editable(row),
  };
}

export async function additions(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<CabinetAdditions> {
  return additionsOf(user, await reach(deps, language, user, id));
}

export async function saveAdditions(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: AdditionsBody,
): Promise<CabinetAdditions> {
  await write(deps, id, async (trx) => {
    const row = await reach(deps, language, user, id, trx);
    await assertEditable(row, async () => additionsOf(user, row));
    if ((await repo.bumpVersion(trx, id, 'additions_version', body.version)) === null)
      await stale(async () => additionsOf(user, row));
    const next: Record<string, string> = {};
    for (const field of ADDITION_FIELDS)
      next[field] = (
        body.additions[field] ?? (typeof row.additions[field] === 'string' ? (row.additions[field] as string) : '')
      ).trim();
    await repo.updateMatch(trx, id, { additions: JSON.stringify({ ...row.additions, ...next }) });
  });
  return additions(deps, language, user, id);
}
