import type { Datetime, Language, TranslationItem } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { LEAGUE_TIMEZONE, type Clock } from '../../lib/clock';
import * as repository from './system.repository';

// The offset formatter of a time zone, made once (building one costs far more than using it).
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let made = offsetFormatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, made);
  }
  return made;
}

/** '+05:00' for an instant in the league's time zone. */
export function zoneOffset(instant: Date, timeZone = LEAGUE_TIMEZONE): string {
  const name = offsetFormatter(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name ? /GMT([+-]\d{2}):?(\d{2})?/.exec(name) : null;
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** Wall time in the league's time zone: '2026-03-01T15:00:00+05:00' (the instant shifted by its offset). */
export function localIso(instant: Date, timeZone = LEAGUE_TIMEZONE): string {
  const offset = zoneOffset(instant, timeZone);
  const minutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + minutes * 60_000).toISOString().slice(0, 19);
  return `${wall}${offset}`;
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
