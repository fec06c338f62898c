// The columns of each kind's sheet: a key (the form field it fills), its title in kk, ru and en
// (the template's header and the preview's), and the other headers offices write for it. A
// sheet's kind is told by its name, else by the columns it has (ADR 0250).
import type { ImportKind, Language } from '@league/shared/contracts';

export interface ColumnDef {
  key: string;
  titles: Record<Language, string>;
  /** Further headers read as this column (compared in lower case, punctuation as spaces). */
  aliases: string[];
  /** The sample row of the template. */
  sample: string;
}

const col = (key: string, kk: string, ru: string, en: string, sample: string, aliases: string[] = []): ColumnDef => ({
  key,
  titles: { kk, ru, en },
  aliases: [key.replace(/_/g, ' '), ...aliases],
  sample,
});

const CLUB = col('club', 'Клуб', 'Клуб', 'Club', 'Алатау', ['клуб атауы', 'название клуба', 'club name']);
const TEAM = col('team', 'Команда', 'Команда', 'Team', 'Алатау 2012', [
  'команда атауы',
  'название команды',
  'team name',
]);
const LAST = col('last_name', 'Тегі', 'Фамилия', 'Last name', 'Сейітов', ['surname', 'тек']);
const FIRST = col('first_name', 'Аты', 'Имя', 'First name', 'Нұрлан', ['name', 'ат']);
const MIDDLE = col('middle_name', 'Әкесінің аты', 'Отчество', 'Middle name', '', ['patronymic']);
const BIRTH = col('birth_date', 'Туған күні', 'Дата рождения', 'Birth date', '02.10.2012', ['дата рожд', 'д р', 'dob']);
const IDENTITY = col('identity_number', 'ЖСН', 'ИИН', 'IIN', '121002530161', [
  'иин',
  'iin',
  'жсн',
  'identity number',
  'номер документа',
  'құжат нөмірі',
  'document number',
]);
const CITIZENSHIP = col('citizenship', 'Азаматтығы', 'Гражданство', 'Citizenship', 'KZ', ['страна', 'country', 'ел']);

export const COLUMNS: Record<ImportKind, ColumnDef[]> = {
  clubs: [
    CLUB,
    col('club_ru', 'Клуб (орысша)', 'Клуб (на русском)', 'Club (Russian)', 'Алатау', ['club ru', 'клуб ru']),
    col('club_en', 'Клуб (ағылшынша)', 'Клуб (на английском)', 'Club (English)', 'Alatau', ['club en', 'клуб en']),
    col('city', 'Қала', 'Город', 'City', 'Алматы'),
    col('founded_year', 'Құрылған жылы', 'Год основания', 'Founded', '2005', ['founded year', 'год']),
  ],
  teams: [
    CLUB,
    TEAM,
    col('team_ru', 'Команда (орысша)', 'Команда (на русском)', 'Team (Russian)', 'Алатау 2012', ['team ru']),
    col('team_en', 'Команда (ағылшынша)', 'Команда (на английском)', 'Team (English)', 'Alatau 2012', ['team en']),
    col('birth_year', 'Туған жылы', 'Год рождения', 'Birth year', '2012', ['г р', 'year']),
    col('women', 'Қыздар командасы', 'Женская команда', "Women's team", 'жоқ', ['women s team', 'girls']),
  ],
  players: [
    CLUB,
    TEAM,
    LAST,
    FIRST,
    MIDDLE,
    BIRTH,
    IDENTITY,
    col('number', 'Нөмірі', 'Номер', 'Number', '10', ['№', 'no', 'нөмір', 'shirt number', 'игровой номер']),
    col('position', 'Позициясы', 'Позиция', 'Position', 'GK', ['амплуа', 'позиция']),
    CITIZENSHIP,
    col('captain', 'Капитан', 'Капитан', 'Captain', 'иә'),
    col('joker', 'Жасы үлкен (джокер)', 'Старший возраст (джокер)', 'Over-age (joker)', 'жоқ', ['джокер', 'joker']),
    col('pupil', 'Түлек', 'Воспитанник', 'Homegrown', 'жоқ', ['pupil']),
    col('height_cm', 'Бойы, см', 'Рост, см', 'Height, cm', '', ['рост', 'бойы', 'height']),
    col('weight_kg', 'Салмағы, кг', 'Вес, кг', 'Weight, kg', '', ['вес', 'салмағы', 'weight']),
  ],
  staff: [
    CLUB,
    TEAM,
    LAST,
    FIRST,
    MIDDLE,
    col('kind', 'Рөлі', 'Роль', 'Role', 'Бас жаттықтырушы', ['должность', 'лауазымы', 'рөл', 'kind']),
    { ...BIRTH, sample: '05.04.1985' },
    { ...IDENTITY, sample: '' },
    CITIZENSHIP,
    col('phone', 'Телефон', 'Телефон', 'Phone', '+7 701 123 45 67', ['тел']),
    col('email', 'E-mail', 'E-mail', 'E-mail', '', ['email', 'почта', 'эл почта']),
    col('license_number', 'Лицензия нөмірі', 'Номер лицензии', 'Licence number', '', ['лицензия', 'license']),
  ],
};

const SHEET_NAMES: Record<ImportKind, string[]> = {
  clubs: ['clubs', 'клубы', 'клубтар'],
  teams: ['teams', 'команды', 'командалар'],
  players: ['players', 'игроки', 'ойыншылар', 'футболисты'],
  staff: ['staff', 'персонал', 'тренеры', 'қызметкерлер', 'представители', 'өкілдер'],
};

/** A header as it is compared: lower case, ё as е, anything but letters, digits and № as one space. */
export const headerKey = (value: string): string =>
  value
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}№]+/gu, ' ')
    .trim();

/** Which column of `kind` each header is (null: none), the first header of a column winning. */
export function matchHeaders(kind: ImportKind, headers: string[]): (string | null)[] {
  const lookup = new Map<string, string>();
  for (const def of COLUMNS[kind])
    for (const name of [...Object.values(def.titles), ...def.aliases]) {
      const key = headerKey(name);
      if (!lookup.has(key)) lookup.set(key, def.key);
    }
  const seen = new Set<string>();
  return headers.map((header) => {
    const key = lookup.get(headerKey(header)) ?? null;
    if (key === null || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
}

/** The kind of a sheet: by its name, else by its columns; null when neither tells. */
export function sheetKind(name: string, headers: string[]): ImportKind | null {
  const named = (Object.keys(SHEET_NAMES) as ImportKind[]).find((kind) => SHEET_NAMES[kind].includes(headerKey(name)));
  if (named) return named;
  const has = (kind: ImportKind, key: string) => matchHeaders(kind, headers).includes(key);
  if (has('staff', 'kind') && has('staff', 'last_name')) return 'staff';
  if (has('players', 'last_name')) return 'players';
  if (has('teams', 'team') && has('teams', 'birth_year')) return 'teams';
  if (has('clubs', 'club') && !has('teams', 'team')) return 'clubs';
  return null;
}
