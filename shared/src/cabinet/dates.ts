// Dates and times as people type them — the league's DD.MM.YYYY and 24-hour HH:MM in every
// language — and as the API takes them: 'YYYY-MM-DD' and 'HH:MM'.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const SEPARATOR = /[.\-/,:\s]/;

/** '2026-11-22' → '22.11.2026'; anything else → ''. */
export function formatDayMonthYear(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Whether year, month and day name a day of the calendar (no 31 April, no 29 February 2026). */
function realDay(year: number, month: number, day: number): boolean {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'DD.MM.YYYY' (or 'YYYY-MM-DD') of a real day → 'YYYY-MM-DD'; anything else → null. */
export function isoDate(text: string): string | null {
  const typed = DAY_MONTH_YEAR.exec(text.trim());
  const iso = typed ? [typed[3], typed[2], typed[1]] : ISO_DATE.exec(text.trim())?.slice(1);
  if (!iso) return null;
  return realDay(Number(iso[0]), Number(iso[1]), Number(iso[2])) ? iso.join('-') : null;
}

interface Part {
  size: number;
  /** The largest digit a two-digit part can begin with: a larger one is the whole part ('4' → '04' for a day). */
  lead?: number;
}

/**
 * Splits typed text into parts of `size` digits: a part is full at its size, and a separator
 * after a shorter part closes it padded with zeros ('4.5' → ['04', '5']). Returns the parts
 * begun, in order.
 */
function parts(typed: string, shape: Part[]): string[] {
  const out = [''];
  for (const char of typed) {
    let index = out.length - 1;
    if (/\d/.test(char)) {
      if (out[index].length === shape[index].size) {
        if (index === shape.length - 1) break;
        out.push('');
        index += 1;
      }
      const lead = shape[index].lead;
      out[index] += out[index] === '' && lead !== undefined && Number(char) > lead ? `0${char}` : char;
    } else if (SEPARATOR.test(char) && out[index] !== '' && index < shape.length - 1) {
      out[index] = out[index].padStart(shape[index].size, '0');
      out.push('');
    }
  }
  return out;
}

const DATE_PARTS: Part[] = [{ size: 2, lead: 3 }, { size: 2, lead: 1 }, { size: 4 }];
const TIME_PARTS: Part[] = [
  { size: 2, lead: 2 },
  { size: 2, lead: 5 },
];

/**
 * What a date field shows while typing: digits fill DD.MM.YYYY and the dots come by themselves;
 * '4.5.2026' and '452026' become '04.05.2026'; a pasted '2026-05-04' becomes '04.05.2026'.
 */
export function shapeDate(typed: string): string {
  const pasted = ISO_DATE.exec(typed.trim());
  if (pasted) return `${pasted[3]}.${pasted[2]}.${pasted[1]}`;
  return parts(typed, DATE_PARTS).join('.');
}

/** What a time field shows while typing: '1530' → '15:30', '9:30' and '930' → '09:30'. */
export function shapeTime(typed: string): string {
  return parts(typed, TIME_PARTS).join(':');
}

/** A time of day, 00:00–23:59. */
export const isTime = (text: string): boolean => TIME.test(text);
