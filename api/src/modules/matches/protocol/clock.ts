// The match clock (ADR 0172): how the cabinet reads it, how it stops, and the referee's start,
// pause and end of a period.
import type { CabinetClock, ClockBody, Language } from '@league/shared/contracts';
import { clockRules, clockSeconds } from '@league/shared/contracts';
import type { CurrentUser } from '../../auth/index';
import * as repo from '../matches.protocol.repository';
import { assertEditable, conflict, type ProtocolDeps, reach, stale, write } from './deps';

/** The match clock as the cabinet reads it (ADR 0172): its version, its state, the tournament's periods. */
export function clockOf(
  row: Pick<
    repo.ProtocolMatchRow,
    'match_length_minutes' | 'clock_period' | 'clock_started_at' | 'clock_elapsed_seconds' | 'clock_version'
  >,
): CabinetClock {
  const rules = clockRules(row.match_length_minutes);
  return {
    version: row.clock_version,
    ...rules,
    clock:
      row.clock_period === null
        ? null
        : {
            period: row.clock_period,
            ...rules,
            started_at: row.clock_started_at,
            elapsed_seconds: row.clock_elapsed_seconds,
            running: row.clock_started_at !== null,
          },
  };
}

/** The clock's columns once it stops at `now` (a pause, the match's finish): the running stretch is added to the period's seconds. */
export function stoppedClock(
  row: Pick<repo.ProtocolMatchRow, 'clock_started_at' | 'clock_elapsed_seconds'>,
  now: Date,
) {
  return {
    clock_started_at: null,
    clock_elapsed_seconds: clockSeconds(
      { started_at: row.clock_started_at, elapsed_seconds: row.clock_elapsed_seconds },
      now.getTime(),
    ),
  };
}

/** The match clock with its version (ADR 0172). */
export async function matchClock(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<CabinetClock> {
  return clockOf(await reach(deps, language, user, id));
}

/**
 * The match clock (ADR 0172): `start` runs the first period or resumes a paused one, `pause`
 * stops it, `end_period` stops this period and readies the next (paused at 0). Only while the
 * match is live and its protocol open; a stale version or a step the clock's state does not
 * allow (a second device pressed first) is a 409 with the current clock.
 */
export async function setClock(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: ClockBody,
): Promise<CabinetClock> {
  const { clock } = deps;
  await write(deps, id, async (trx) => {
    const row = await reach(deps, language, user, id, trx);
    const current = async () => clockOf(row);
    if ((await repo.bumpVersion(trx, id, 'clock_version', body.version)) === null) await stale(current);
    await assertEditable(row, current);
    if (row.status !== 'live') await conflict('transition_not_allowed', current);
    const running = row.clock_started_at !== null;
    const { periods } = clockRules(row.match_length_minutes);
    const now = clock();
    switch (body.action) {
      case 'start':
        if (running) await conflict('transition_not_allowed', current);
        await repo.updateMatch(trx, id, {
          clock_period: row.clock_period ?? 1,
          clock_started_at: now.toISOString(),
        });
        break;
      case 'pause':
        if (!running) await conflict('transition_not_allowed', current);
        await repo.updateMatch(trx, id, stoppedClock(row, now));
        break;
      case 'end_period':
        if (row.clock_period === null || row.clock_period >= periods) await conflict('transition_not_allowed', current);
        await repo.updateMatch(trx, id, {
          clock_period: (row.clock_period ?? 0) + 1,
          clock_started_at: null,
          clock_elapsed_seconds: 0,
        });
        break;
    }
  });
  return clockOf(await reach(deps, language, user, id));
}
