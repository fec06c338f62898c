// API messages (error envelopes) in kk, ru and en. Field-level rule messages live in
// @league/shared/validation; this catalogue holds what only the server says.
import type { Language } from '@league/shared/contracts';

export type ApiMessageKey =
  | 'bad_request'
  | 'malformed_json'
  | 'unauthenticated'
  | 'invalid_credentials'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'too_many_requests'
  | 'too_many_login_attempts'
  | 'internal'
  | 'service_unavailable'
  | 'stadium_in_use'
  | 'club_has_teams'
  | 'club_archived'
  | 'request_timeout'
  | 'uri_too_long'
  | 'headers_too_large';

export const apiMessages: Record<Language, Record<ApiMessageKey, string>> = {
  kk: {
    bad_request: 'Сұраныс қате жасалған',
    malformed_json: 'Сұраныс денесін оқу мүмкін емес (JSON қате)',
    unauthenticated: 'Жүйеге кіру қажет',
    invalid_credentials: 'E-mail немесе құпиясөз қате',
    forbidden: 'Бұл әрекетке рұқсатыңыз жоқ',
    not_found: 'Сұралған ресурс табылмады',
    method_not_allowed: 'Бұл әдіске рұқсат жоқ',
    conflict: 'Әрекет деректердің ағымдағы күйімен үйлеспейді',
    payload_too_large: 'Сұраныс көлемі тым үлкен',
    unsupported_media_type: 'Сұраныс мазмұнының түріне қолдау көрсетілмейді',
    validation_failed: 'Деректер қате толтырылған',
    too_many_requests: 'Сұраныстар тым көп. Кейінірек қайталаңыз',
    too_many_login_attempts: 'Кіру әрекеттері тым көп. {minutes} минуттан кейін қайталап көріңіз',
    internal: 'Қате орын алды',
    service_unavailable: 'Қызмет уақытша қолжетімсіз',
    stadium_in_use: 'Стадионды жою мүмкін емес: онда матчтар өтеді немесе өткен',
    club_has_teams: 'Клубты жою мүмкін емес: оның командалары бар. Оны мұрағатқа жіберуге болады',
    club_archived: 'Клуб мұрағатта: оны өзгертуге болмайды',
    request_timeout: 'Сұраныс уақытында аяқталмады',
    uri_too_long: 'Сұраныс мекенжайы тым ұзын',
    headers_too_large: 'Сұраныс тақырыптары тым үлкен',
  },
  ru: {
    bad_request: 'Некорректный запрос',
    malformed_json: 'Не удалось прочитать тело запроса (некорректный JSON)',
    unauthenticated: 'Необходимо войти в систему',
    invalid_credentials: 'Неверный e-mail или пароль',
    forbidden: 'Недостаточно прав для этого действия',
    not_found: 'Запрашиваемый ресурс не найден',
    method_not_allowed: 'Метод не поддерживается',
    conflict: 'Действие противоречит текущему состоянию данных',
    payload_too_large: 'Слишком большой запрос',
    unsupported_media_type: 'Неподдерживаемый тип содержимого запроса',
    validation_failed: 'Данные заполнены неверно',
    too_many_requests: 'Слишком много запросов. Повторите позже',
    too_many_login_attempts: 'Слишком много попыток входа. Повторите через {minutes} мин.',
    internal: 'Произошла ошибка',
    service_unavailable: 'Сервис временно недоступен',
    stadium_in_use: 'Стадион нельзя удалить: на нём проходят или проходили матчи',
    club_has_teams: 'Клуб нельзя удалить: у него есть команды. Его можно отправить в архив',
    club_archived: 'Клуб в архиве: его нельзя изменять',
    request_timeout: 'Запрос не был завершён вовремя',
    uri_too_long: 'Слишком длинный адрес запроса',
    headers_too_large: 'Слишком большие заголовки запроса',
  },
  en: {
    bad_request: 'The request is not valid',
    malformed_json: 'The request body could not be read (malformed JSON)',
    unauthenticated: 'Please log in',
    invalid_credentials: 'Incorrect e-mail or password',
    forbidden: 'You are not allowed to do this',
    not_found: 'The requested resource was not found',
    method_not_allowed: 'This method is not allowed',
    conflict: 'The action conflicts with the current state of the data',
    payload_too_large: 'The request is too large',
    unsupported_media_type: 'Unsupported content type',
    validation_failed: 'The data is not valid',
    too_many_requests: 'Too many requests. Please try again later',
    too_many_login_attempts: 'Too many login attempts. Try again in {minutes} min.',
    internal: 'An error has occurred',
    service_unavailable: 'The service is temporarily unavailable',
    stadium_in_use: 'The stadium cannot be deleted: matches are or were played there',
    club_has_teams: 'The club cannot be deleted: it has teams. It can be archived instead',
    club_archived: 'The club is archived: it cannot be changed',
    request_timeout: 'The request was not completed in time',
    uri_too_long: 'The request address is too long',
    headers_too_large: 'The request headers are too large',
  },
};

export function isApiMessageKey(key: string): key is ApiMessageKey {
  return Object.prototype.hasOwnProperty.call(apiMessages.kk, key);
}

export function apiMessage(language: Language, key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  const template = (apiMessages[language] ?? apiMessages.kk)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Field rules only the server checks (the shared validation catalogue holds the others). */
export type ServerFieldRule = 'control_characters' | 'too_deep' | 'current_password' | 'same_password';

export const serverFieldMessages: Record<Language, Record<ServerFieldRule, string>> = {
  kk: {
    control_characters: 'Мәнде рұқсат етілмеген таңба бар (NUL)',
    too_deep: 'Деректердің кірістірілуі тым терең',
    current_password: 'Ағымдағы құпиясөз қате',
    same_password: 'Жаңа құпиясөз ағымдағысынан өзгеше болуы керек',
  },
  ru: {
    control_characters: 'Значение содержит недопустимый символ (NUL)',
    too_deep: 'Слишком глубокая вложенность данных',
    current_password: 'Текущий пароль неверен',
    same_password: 'Новый пароль должен отличаться от текущего',
  },
  en: {
    control_characters: 'The value contains a character that is not allowed (NUL)',
    too_deep: 'The data is nested too deeply',
    current_password: 'The current password is incorrect',
    same_password: 'The new password must differ from the current one',
  },
};

export function isServerFieldRule(key: string): key is ServerFieldRule {
  return Object.prototype.hasOwnProperty.call(serverFieldMessages.kk, key);
}
