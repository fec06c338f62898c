// What the registry import says about a file, a sheet or a cell, in kk, ru and en (ADR 0250).
// The forms' own rules keep their messages (@league/shared/validation, the API catalogue); these
// are the problems only a file can have: a formula, a repeated line, a team of another club …
import type { Language } from '@league/shared/contracts';

export type ImportMessageKey =
  | 'unreadable'
  | 'file_type'
  | 'too_large'
  | 'too_many_rows'
  | 'kind_unknown'
  | 'wrong_kind'
  | 'has_errors'
  | 'formula'
  | 'trimmed'
  | 'date_read'
  | 'country_read'
  | 'yes_no'
  | 'duplicate_row'
  | 'duplicate_person'
  | 'number_in_file'
  | 'captain_in_file'
  | 'registered'
  | 'team_of_other_club'
  | 'team_unknown'
  | 'new_club'
  | 'new_team'
  | 'over_age'
  | 'exists'
  | 'club_archived'
  | 'team_not_this';

const kk: Record<ImportMessageKey, string> = {
  unreadable: 'Файлды оқу мүмкін болмады: CSV немесе XLSX файлы қажет',
  file_type: 'Тек CSV немесе XLSX файлы қабылданады (ескі .xls файлын XLSX ретінде сақтаңыз)',
  too_large: 'Файл көлемі 5 МБ-тан аспауы керек',
  too_many_rows: 'Файлдағы жолдар тым көп: {count}, ең көбі {max}',
  kind_unknown: '«{sheet}» парағында не бар екені анықталмады: бағандарды үлгідегідей атаңыз',
  wrong_kind: 'Бұл жерге тек {kind} файлы жүктеледі',
  has_errors: 'Қатесі бар жолдар: {count}. Түзетіп, қайта жүктеңіз немесе ол жолдарды өткізіп жіберіңіз',
  formula: 'Бұл мән емес, кесте формуласы: мәннің өзін жазыңыз',
  trimmed: 'Артық бос орындар алынып тасталды',
  date_read: '{date} деп оқылды',
  country_read: '{code} ({name}) деп оқылды',
  yes_no: '«иә» немесе «жоқ» деп жазыңыз',
  duplicate_row: 'Файлдың {line}-жолын қайталайды',
  duplicate_person: 'Бұл адам файлдың {line}-жолында бар',
  number_in_file: '{number} нөмірі осы командада {line}-жолда бар',
  captain_in_file: 'Команда капитаны {line}-жолда көрсетілген',
  registered: 'Бұл адам тіркелген: {name}{club}',
  team_of_other_club: '«{team}» командасы «{club}» клубына тиесілі',
  team_unknown: 'Команда табылмады: оны «Командалар» парағына қосыңыз немесе атауына туған жылын жазыңыз',
  new_club: 'Жаңа клуб құрылады',
  new_team: 'Жаңа команда құрылады ({year} ж.т.)',
  over_age: '{year} жылы туған, ал команда {team_year} жылғы: жасы үлкен ойыншы (джокер) деп белгілеңіз',
  exists: 'Тізілімде бар: өзгеріссіз қалады',
  club_archived: 'Клуб мұрағатта: оған жаңа командалар мен адамдар қосылмайды',
  team_not_this: 'Бұл файл «{team}» командасына ғана жүктеледі',
};

const ru: Record<ImportMessageKey, string> = {
  unreadable: 'Не удалось прочитать файл: нужен файл CSV или XLSX',
  file_type: 'Принимается только файл CSV или XLSX (старый .xls сохраните как XLSX)',
  too_large: 'Размер файла не должен превышать 5 МБ',
  too_many_rows: 'В файле слишком много строк: {count}, не больше {max}',
  kind_unknown: 'Не удалось понять, что на листе «{sheet}»: назовите столбцы как в шаблоне',
  wrong_kind: 'Сюда загружается только файл: {kind}',
  has_errors: 'Строк с ошибками: {count}. Исправьте и загрузите снова или пропустите эти строки',
  formula: 'Это формула таблицы, а не значение: впишите само значение',
  trimmed: 'Лишние пробелы убраны',
  date_read: 'Прочитано как {date}',
  country_read: 'Прочитано как {code} ({name})',
  yes_no: 'Напишите «да» или «нет»',
  duplicate_row: 'Повторяет строку {line} файла',
  duplicate_person: 'Этот человек уже есть в строке {line} файла',
  number_in_file: 'Номер {number} в этой команде уже у строки {line}',
  captain_in_file: 'Капитан команды уже указан в строке {line}',
  registered: 'Этот человек уже зарегистрирован: {name}{club}',
  team_of_other_club: 'Команда «{team}» относится к клубу «{club}»',
  team_unknown: 'Команда не найдена: добавьте её на лист «Команды» или укажите год рождения в названии',
  new_club: 'Будет создан новый клуб',
  new_team: 'Будет создана новая команда ({year} г.р.)',
  over_age: 'Год рождения {year} раньше года команды {team_year}: отметьте игрока старшего возраста (джокер)',
  exists: 'Уже в реестре: останется без изменений',
  club_archived: 'Клуб в архиве: новые команды и люди в него не добавляются',
  team_not_this: 'Этот файл загружается только в команду «{team}»',
};

const en: Record<ImportMessageKey, string> = {
  unreadable: 'The file could not be read: a CSV or XLSX file is needed',
  file_type: 'Only a CSV or XLSX file is accepted (save an old .xls file as XLSX)',
  too_large: 'The file must not exceed 5 MB',
  too_many_rows: 'The file has too many rows: {count}, at most {max}',
  kind_unknown: 'What the sheet “{sheet}” holds could not be told: name its columns as the template does',
  wrong_kind: 'Only a file of {kind} is uploaded here',
  has_errors: 'Rows with problems: {count}. Fix them and upload again, or leave those rows out',
  formula: 'This is a spreadsheet formula, not a value: enter the value itself',
  trimmed: 'Extra spaces removed',
  date_read: 'Read as {date}',
  country_read: 'Read as {code} ({name})',
  yes_no: 'Write “yes” or “no”',
  duplicate_row: 'Repeats line {line} of the file',
  duplicate_person: 'This person is already on line {line} of the file',
  number_in_file: 'Number {number} is already worn in this team on line {line}',
  captain_in_file: "The team's captain is already on line {line}",
  registered: 'This person is already registered: {name}{club}',
  team_of_other_club: 'The team “{team}” belongs to the club “{club}”',
  team_unknown: 'Team not found: add it to the Teams sheet or put its birth year in its title',
  new_club: 'A new club will be created',
  new_team: 'A new team will be created (born {year})',
  over_age: "Born in {year}, before the team's {team_year}: mark as an over-age player (joker)",
  exists: 'Already in the registry: left as it is',
  club_archived: 'The club is archived: it takes no new teams or people',
  team_not_this: 'This file is uploaded to the team “{team}” only',
};

const MESSAGES: Record<Language, Record<ImportMessageKey, string>> = { kk, ru, en };

export function isImportMessageKey(key: string): key is ImportMessageKey {
  return Object.prototype.hasOwnProperty.call(kk, key);
}

export function importMessage(
  language: Language,
  key: ImportMessageKey,
  params: Record<string, string | number> = {},
): string {
  return (MESSAGES[language] ?? kk)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export { MESSAGES as IMPORT_MESSAGES };
