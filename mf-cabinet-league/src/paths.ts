// Every page URL of the league area of the cabinet, unprefixed: LocaleLink adds the locale. The
// patterns are the cabinet's one set (CABINET_PATTERNS in @league/shared, which the access table
// lists too); routes take them from `patterns`, components build links with `paths`.
import { CABINET_PATTERNS as P, cabinetPath } from '@league/shared';

export const patterns = {
  firstStart: P.firstStart,
  leagueSettings: P.leagueSettings,
  feedback: P.feedback,
  history: P.history,
} as const;

export const paths = {
  firstStart: () => cabinetPath('firstStart'),
  leagueSettings: () => cabinetPath('leagueSettings'),
  feedback: () => cabinetPath('feedback'),
  history: () => cabinetPath('history'),
} satisfies Record<keyof typeof patterns, (...args: never[]) => string>;
