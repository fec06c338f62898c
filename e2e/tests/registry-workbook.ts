// A league's registry as it arrives in a spreadsheet: 2 clubs, 4 teams (born 2012 and 2013) and
// 60 players, names marked with `tag` so that a journey finds its own rows.
import ExcelJS from 'exceljs';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const WORKBOOK_YEARS = [2012, 2013];

export const workbookClubs = (tag: string) => [`Шұғыла ${tag}`, `Жұлдыз ${tag}`];

/** A valid IIN for a boy born on `iso` (YYYY-MM-DD), with serial `n`. */
export function iin(iso: string, n: number): string {
  for (let serial = n; ; serial++) {
    const head = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}5${String(serial % 10000).padStart(4, '0')}`;
    const d = [...head].map(Number);
    let check = d.reduce((s, x, i) => s + x * (i + 1), 0) % 11;
    if (check === 10) check = d.reduce((s, x, i) => s + x * [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2][i], 0) % 11;
    if (check !== 10) return `${head}${check}`;
  }
}

/** The workbook; `bad` gives player 17 a 30 February. */
export async function registryWorkbook(tag: string, bad: boolean): Promise<Buffer> {
  const clubs = workbookClubs(tag);
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Клубы').addRows([['Клуб', 'Город'], ...clubs.map((club) => [club, ''])]);
  book
    .addWorksheet('Команды')
    .addRows([
      ['Клуб', 'Команда', 'Год рождения'],
      ...clubs.flatMap((club) => WORKBOOK_YEARS.map((year) => [club, `${club} ${year}`, String(year)])),
    ]);
  const players = book.addWorksheet('Игроки');
  players.addRow(['Клуб', 'Команда', 'Фамилия', 'Имя', 'Дата рождения', 'ИИН', 'Номер', 'Позиция', 'Гражданство']);
  for (let i = 0; i < 60; i++) {
    const club = clubs[i % 2];
    const year = WORKBOOK_YEARS[Math.floor(i / 2) % 2];
    const day = `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
    const shown = bad && i === 17 ? `30.02.${year}` : `${day.slice(8)}.${day.slice(5, 7)}.${year}`;
    players.addRow([
      club,
      `${club} ${year}`,
      `Импортов${tag}`,
      `Ойыншы${i + 1}`,
      shown,
      iin(day, i),
      String(i + 1),
      'DF',
      'KZ',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
