import type { Datetime, Language, TranslationItem } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { LEAGUE_TIMEZONE, type Clock } from '../../lib/clock';
import * as repository from './system.repository';

/** '+05:00' for an instant in the league's time zone. */
export function zoneOffset(instant: Date, timeZone = LEAGUE_TIMEZONE): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name ? /GMT([+-]\d{2}):?(\d{2})?/.exec(name) : null;
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** Wall time in the league's time zone: '2026-03-01T15:00:00+05:00'. */
export function localIso(instant: Date, timeZone = LEAGUE_TIMEZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${zoneOffset(instant, timeZone)}`;
}

export function createSystemService({ db, clock }: { db: DB; clock: Clock }) {
  return {
    datetime(): Datetime {
      const now = clock();
      return {
        datetime: now.toISOString(),
        timezone: 'Asia/Almaty',
        local: localIso(now),
        offset: zoneOffset(now),
        timestamp: now.getTime(),
      };
    },

    async translations(language: Language, tag: string | undefined): Promise<TranslationItem[]> {
      return repository.listTranslations(db, language, { tag });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
