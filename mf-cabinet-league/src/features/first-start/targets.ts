// Where each first-start step is done. A step's own page comes with its area (accounts and
// referees with the registry of people, the spreadsheet import); until the access table names it,
// the step links to the nearest page that exists today: the clubs registry for accounts and the
// import, the public referees list for referees.
import { CABINET_PATTERNS } from '@league/shared';
import type { FirstStartItem } from '@league/shared/cabinet';

const patterns = CABINET_PATTERNS as Readonly<Record<string, string>>;
const first = (...names: string[]) => names.map((name) => patterns[name]).find(Boolean);

export function targetOf(item: FirstStartItem): string {
  switch (item) {
    case 'identity':
      return CABINET_PATTERNS.leagueSettings;
    case 'accounts':
      return first('accounts', 'users') ?? CABINET_PATTERNS.clubs;
    case 'referees':
      return first('referees', 'cabinetReferees') ?? '/referees';
    case 'registry':
      return first('registryImport', 'import') ?? CABINET_PATTERNS.clubs;
    case 'season':
      return CABINET_PATTERNS.seasons;
    case 'tournament':
      return CABINET_PATTERNS.tournamentCreate;
  }
}
