// Validation messages in kk (default and fallback), ru and en. `{field}`, `{length}`, `{value}`,
// `{min}`, `{max}`, `{from}` and `{to}` are replaced by `formatValidationMessage`. Keys beyond spec §5's rules cover what a
// contract can reject (unknown field, wrong type, a value outside a list) and the two upload limits.
import type { ValidationRule } from './rules';

export type ValidationLocale = 'kk' | 'ru' | 'en';

export type ValidationMessageKey =
  | ValidationRule
  | 'default'
  | 'unknown_field'
  | 'type'
  | 'one_of'
  | 'integer'
  | 'date'
  | 'date_future'
  | 'age_range'
  | 'year_future'
  | 'date_range'
  | 'file_too_large_300kb'
  | 'file_too_large_1mb'
  | 'file_type'
  | 'iin'
  | 'iin_birth_date'
  | 'color'
  | 'contrast_text'
  | 'contrast_accent'
  | 'file_too_large_20mb'
  | 'slug_taken'
  | 'time_future'
  | 'video_host';

export type ValidationParams = Record<string, string | number>;

export const validationMessages: Record<ValidationLocale, Record<ValidationMessageKey, string>> = {
  kk: {
    default: '{field} өрісінің мәні жарамсыз',
    required: 'Бұл өрісті толтыру міндетті',
    email: 'E-mail қате енгізілген',
    regex: 'Мәннің пішімі қате',
    url: 'Сілтеме қате',
    digits: 'Дәл {length} цифр болуы керек',
    min_value: 'Мән кемінде {value} болуы керек',
    max_value: 'Мән ең көбі {value} болуы керек',
    min: 'Кемінде {length} таңба болуы керек',
    max: 'Ең көбі {length} таңба болуы керек',
    min_or_empty: 'Бос қалдырыңыз немесе кемінде {length} таңба енгізіңіз',
    phone: 'Телефон нөмірі қате',
    confirmed: 'Құпиясөздер сәйкес келмейді',
    unknown_field: 'Белгісіз өріс',
    type: 'Мәннің түрі қате',
    one_of: 'Рұқсат етілген мәндердің бірін таңдаңыз',
    integer: 'Бүтін сан енгізіңіз',
    date: 'Күн қате енгізілген',
    date_future: 'Күн болашақта болмауы керек',
    age_range: 'Жасы {min} мен {max} жас аралығында болуы керек',
    year_future: 'Жыл болашақта болмауы керек',
    date_range: 'Күн {from} мен {to} аралығында болуы керек',
    file_too_large_300kb: 'Файл көлемі 300 КБ-тан аспауы керек',
    file_too_large_1mb: 'Файл көлемі 1 МБ-тан аспауы керек',
    file_type: 'Бұл файл түріне рұқсат жоқ',
    iin: 'ЖСН қате: 12 цифр, ішіндегі туған күн мен бақылау цифры дұрыс болуы керек',
    iin_birth_date: 'ЖСН-дағы туған күн ({date}) туған күнмен сәйкес келмейді',
    color: 'Түсті #RRGGBB түрінде енгізіңіз (мысалы, #0d2747)',
    contrast_text: 'Бұл түстегі ақ мәтіннің контрасты {ratio}:1; WCAG AA бойынша кемінде {min}:1 болуы керек',
    contrast_accent: 'Бұл түс пен негізгі түстің контрасты {ratio}:1; WCAG AA бойынша кемінде {min}:1 болуы керек',
    file_too_large_20mb: 'Файл көлемі 20 МБ-тан аспауы керек',
    slug_taken: 'Бұл мекенжай бос емес, басқасын жазыңыз',
    time_future: 'Уақыт болашақта болуы керек',
    video_host: 'YouTube, VK, Instagram немесе Vimeo сілтемесін қойыңыз',
  },
  ru: {
    default: 'Поле {field} заполнено неверно',
    required: 'Это поле обязательно для заполнения',
    email: 'Некорректный e-mail',
    regex: 'Неверный формат',
    url: 'Некорректная ссылка',
    digits: 'Должно быть ровно {length} цифр',
    min_value: 'Значение должно быть не меньше {value}',
    max_value: 'Значение должно быть не больше {value}',
    min: 'Не менее {length} символов',
    max: 'Не более {length} символов',
    min_or_empty: 'Оставьте пустым или введите не менее {length} символов',
    phone: 'Некорректный телефон',
    confirmed: 'Пароли не совпадают',
    unknown_field: 'Неизвестное поле',
    type: 'Неверный тип значения',
    one_of: 'Выберите одно из допустимых значений',
    integer: 'Введите целое число',
    date: 'Некорректная дата',
    date_future: 'Дата не может быть в будущем',
    age_range: 'Возраст должен быть от {min} до {max} лет',
    year_future: 'Год не может быть в будущем',
    date_range: 'Дата должна быть с {from} по {to}',
    file_too_large_300kb: 'Размер файла не должен превышать 300 КБ',
    file_too_large_1mb: 'Размер файла не должен превышать 1 МБ',
    file_type: 'Этот тип файла не допускается',
    iin: 'Неверный ИИН: 12 цифр, дата рождения и контрольная цифра в нём должны быть верными',
    iin_birth_date: 'Дата рождения в ИИН ({date}) не совпадает с датой рождения',
    color: 'Укажите цвет в виде #RRGGBB (например, #0d2747)',
    contrast_text: 'Контраст белого текста на этом цвете {ratio}:1; по WCAG AA нужно не меньше {min}:1',
    contrast_accent: 'Контраст этого цвета с основным {ratio}:1; по WCAG AA нужно не меньше {min}:1',
    file_too_large_20mb: 'Размер файла не должен превышать 20 МБ',
    slug_taken: 'Этот адрес уже занят, введите другой',
    time_future: 'Время должно быть в будущем',
    video_host: 'Вставьте ссылку YouTube, VK, Instagram или Vimeo',
  },
  en: {
    default: '{field} is not valid',
    required: 'This field is required',
    email: 'Incorrect e-mail',
    regex: 'Invalid format',
    url: 'Incorrect link',
    digits: 'Must be exactly {length} digits',
    min_value: 'The value must be at least {value}',
    max_value: 'The value must be at most {value}',
    min: 'Must be at least {length} characters',
    max: 'Must be at most {length} characters',
    min_or_empty: 'Leave empty or enter at least {length} characters',
    phone: 'Incorrect phone',
    confirmed: 'Password do not match',
    unknown_field: 'Unknown field',
    type: 'Wrong value type',
    one_of: 'Choose one of the allowed values',
    integer: 'Enter a whole number',
    date: 'Incorrect date',
    date_future: 'The date cannot be in the future',
    age_range: 'The age must be from {min} to {max} years',
    year_future: 'The year cannot be in the future',
    date_range: 'The date must be from {from} to {to}',
    file_too_large_300kb: 'The file must not exceed 300 KB',
    file_too_large_1mb: 'The file must not exceed 1 MB',
    file_type: 'This file type is not allowed',
    iin: 'Invalid IIN: 12 digits whose birth date and check digit are right',
    iin_birth_date: 'The birth date in the IIN ({date}) differs from the birth date',
    color: 'Enter the colour as #RRGGBB (for example #0d2747)',
    contrast_text: 'White text on this colour has a contrast of {ratio}:1; WCAG AA needs at least {min}:1',
    contrast_accent: 'This colour against the main colour has a contrast of {ratio}:1; WCAG AA needs at least {min}:1',
    file_too_large_20mb: 'The file must not exceed 20 MB',
    slug_taken: 'This address is taken, enter another',
    time_future: 'The time must be in the future',
    video_host: 'Paste a YouTube, VK, Instagram or Vimeo link',
  },
};

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(validationMessages.kk, key);
}

/** The message for `key` in `locale` (kk when the locale is unknown), placeholders filled in. */
export function formatValidationMessage(
  locale: string,
  key: ValidationMessageKey,
  params: ValidationParams = {},
): string {
  const table = validationMessages[locale as ValidationLocale] ?? validationMessages.kk;
  const template = table[key] ?? table.default;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
