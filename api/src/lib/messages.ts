// API messages (error envelopes) in kk, ru and en. Field-level rule messages live in
// @league/shared/validation; this catalogue holds what only the server says.
import type { Language } from '@league/shared/contracts';
import { PROTOCOL_MESSAGES, type ProtocolMessageKey } from './protocol-messages';

export type ApiMessageKey =
  | ProtocolMessageKey
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
  | 'too_many_password_attempts'
  | 'internal'
  | 'service_unavailable'
  | 'stadium_in_use'
  | 'club_has_teams'
  | 'club_archived'
  | 'departure_transition'
  | 'departure_squad_size'
  | 'departure_not_in_application'
  | 'departure_needs_adult'
  | 'departure_undo_closed'
  | 'departure_no_decision'
  | 'application_transition'
  | 'application_ineligible'
  | 'applications_closed'
  | 'field_text'
  | 'person_duplicate'
  | 'team_archived_club'
  | 'number_taken'
  | 'captain_taken'
  | 'transfer_same_team'
  | 'document_type_not_allowed'
  | 'team_title_taken'
  | 'club_archived_no_teams'
  | 'tournament_finished'
  | 'season_year_taken'
  | 'season_end_before_start'
  | 'entry_window_closed'
  | 'entry_team_not_fitting'
  | 'entry_duplicate'
  | 'entry_decided'
  | 'entry_reason_required'
  | 'league_changed'
  | 'feedback_changed'
  | 'feedback_no_email'
  | 'match_played'
  | 'team_in_use'
  | 'schedule_has_matches'
  | 'schedule_has_played'
  | 'team_busy'
  | 'referee_busy'
  | 'referee_twice'
  | 'same_team'
  | 'team_not_in_tournament'
  | 'birth_year_order'
  | 'end_before_start'
  | 'main_required'
  | 'schedule_needs_teams'
  | 'stadium_busy'
  | 'request_timeout'
  | 'uri_too_long'
  | 'headers_too_large'
  | 'ineligible_person'
  | 'match_played_teams'
  | 'transfer_number_taken'
  | 'transfer_ineligible'
  | 'unplayed_matches'
  | 'two_factor_required'
  | 'last_super_admin'
  | 'invitation_exists'
  | 'invitation_closed'
  | 'idempotency_key_mismatch';
// one key per line above this one, so additions merge line by line

export const apiMessages: Record<Language, Record<ApiMessageKey, string>> = {
  kk: {
    ...PROTOCOL_MESSAGES.kk,
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
    too_many_password_attempts: 'Ағымдағы құпиясөз тым көп рет тексерілді. {minutes} минуттан кейін қайталап көріңіз',
    internal: 'Қате орын алды',
    service_unavailable: 'Қызмет уақытша қолжетімсіз',
    stadium_in_use: 'Стадионды жою мүмкін емес: онда матчтар өтеді немесе өткен',
    club_has_teams: 'Клубты жою мүмкін емес: оның командалары бар. Оны мұрағатқа жіберуге болады',
    club_archived: 'Клуб мұрағатта: оны өзгертуге болмайды',
    departure_transition: 'Сапар «{status}» күйінде: қазір тек мыналар рұқсат етілген: {allowed}',
    departure_squad_size: 'Құрамда дәл {count} адам болуы керек (мәлімделген сан), тізімде {size}',
    departure_not_in_application: '{name} команданың қабылданған өтінімінде жоқ',
    departure_needs_adult:
      'Құрамда {count} кәмелетке толмаған ойыншы бар: кемінде бір ересек ілесіп жүруші (команда қызметкері) болуы керек',
    departure_undo_closed: 'Шешімді тек сапар күніне дейін ({date}) болдырмауға болады',
    departure_no_decision: 'Сапар «{status}» күйінде: болдырмайтын провайдер шешімі жоқ',
    application_transition:
      'Өтінім мәртебесін «{from}» күйінен «{to}» күйіне өзгертуге болмайды. Рұқсат етілгені: {allowed}',
    application_ineligible: 'Кейбір адамдарды өтінімге енгізу мүмкін емес: себептері өрістерде көрсетілген',
    applications_closed: '{reason}',
    field_text: '{text}',
    person_duplicate: 'Бұл адам тіркелген болуы мүмкін: {name}. Тексеріңіз немесе бәрібір сақтауды растаңыз',
    team_archived_club: 'Команданың клубы мұрағатта: жаңа ойыншылар, өкілдер және ауысулар қабылданбайды',
    number_taken: 'Бұл нөмір командада бос емес',
    captain_taken: 'Командада капитан бар: {name}',
    transfer_same_team: 'Адам осы командада бұрыннан бар',
    document_type_not_allowed: 'Бұл құжат түрі ойыншыға арналмаған',
    team_title_taken: 'Клубта осындай атаулы команда бар',
    club_archived_no_teams: 'Клуб мұрағатта: оған жаңа команда қосуға болмайды',
    season_year_taken: '{year} жылы басталатын маусым бар',
    season_end_before_start: 'Аяқталу күні басталу күнінен кейін болуы керек',
    entry_window_closed: 'Турнирге өтінім қабылдау жабық ({window})',
    entry_team_not_fitting: 'Команданың туған жылы немесе құрамы турнирге сәйкес келмейді',
    entry_duplicate: 'Бұл команда турнирге қатысуға өтінім берген немесе турнирде бар',
    entry_decided: 'Өтінім бойынша шешім қабылданған: {status}',
    entry_reason_required: 'Бас тарту себебін жазыңыз',
    league_changed: 'Лига баптауларын осы уақытта басқа біреу өзгертті: ағымдағы күйін қараңыз',
    feedback_changed: 'Бұл хабарламаны осы уақытта басқа біреу өзгертті: ағымдағы күйін қараңыз',
    feedback_no_email: 'Хабарлама авторы e-mail қалдырмаған: оған телефон арқылы жауап беріңіз',
    tournament_finished: 'Турнир аяқталған: оны өзгертуге болмайды',
    match_played: 'Өткен матчты (нәтижесі немесе оқиғалары бар) жоюға болмайды',
    team_in_use: 'Команданы турнирден алып тастау мүмкін емес: оның матчтары немесе жіберілген өтінімдері бар',
    schedule_has_matches: 'Турнирде матчтар бар. Ойналмаған матчтарды ауыстыруды растаңыз',
    schedule_has_played: 'Турнирде өткен матчтар бар: күнтізбені қолмен өзгертіңіз',
    team_busy: 'Команда осы уақытта басқа матчта ойнайды',
    referee_busy: 'Төреші осы уақытта басқа матчта',
    referee_twice: 'Бір төреші бригадада екі рөлде бола алмайды',
    same_team: 'Қонақ команда үй иесінен өзгеше болуы керек',
    team_not_in_tournament: 'Команда бұл турнирдің қатысушысы емес',
    birth_year_order: 'Соңғы туған жыл біріншісінен кіші болмауы керек',
    end_before_start: 'Аяқталу күні басталу күнінен ерте болмауы керек',
    main_required: 'Негізгі турнир әрқашан біреу: басқа турнирді негізгі етіңіз',
    schedule_needs_teams: 'Күнтізбе үшін кемінде екі команда қажет',
    stadium_busy: 'Стадионда осы уақытта басқа матч бар',
    request_timeout: 'Сұраныс уақытында аяқталмады',
    uri_too_long: 'Сұраныс мекенжайы тым ұзын',
    headers_too_large: 'Сұраныс тақырыптары тым үлкен',
    ineligible_person: '{name}: {reason}',
    transfer_number_taken: '{number} нөмірі бұл командада бос емес: {name}. Басқа нөмір енгізіңіз',
    transfer_ineligible: '{tournaments}: {reason}',
    match_played_teams: 'Өткен матчтың (нәтижесі немесе оқиғалары бар) командаларын өзгертуге болмайды',
    unplayed_matches: '{count} матч ойналмаған. Бәрібір аяқтау керек пе?',
    two_factor_required: 'Аутентификатор қолданбасындағы кодты енгізіңіз',
    last_super_admin: 'Бұл — лиганың соңғы белсенді бас әкімшісі: оны өшіруге немесе рөлін өзгертуге болмайды',
    invitation_exists: 'Бұл e-mail-ге шақыру жіберілген және әлі ашық',
    invitation_closed: 'Бұл шақыру қабылданған немесе қайтарылған',
    idempotency_key_mismatch: 'Idempotency-Key тақырыбы мен денедегі idempotency_key сәйкес емес',
  },
  ru: {
    ...PROTOCOL_MESSAGES.ru,
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
    too_many_password_attempts: 'Слишком много попыток ввести текущий пароль. Повторите через {minutes} мин.',
    internal: 'Произошла ошибка',
    service_unavailable: 'Сервис временно недоступен',
    stadium_in_use: 'Стадион нельзя удалить: на нём проходят или проходили матчи',
    club_has_teams: 'Клуб нельзя удалить: у него есть команды. Его можно отправить в архив',
    club_archived: 'Клуб в архиве: его нельзя изменять',
    departure_transition: 'Выезд в статусе «{status}»: сейчас разрешено только: {allowed}',
    departure_squad_size: 'В составе должно быть ровно {count} чел. (заявленное количество), в списке {size}',
    departure_not_in_application: '{name} нет в принятой заявке команды',
    departure_needs_adult:
      'В составе {count} несовершеннолетних игроков: нужен хотя бы один сопровождающий взрослый (представитель команды)',
    departure_undo_closed: 'Решение можно отменить только до даты выезда ({date})',
    departure_no_decision: 'Выезд в статусе «{status}»: нет решения провайдера, которое можно отменить',
    application_transition: 'Статус заявки нельзя изменить с «{from}» на «{to}». Допустимо: {allowed}',
    application_ineligible: 'Некоторых людей нельзя внести в заявку: причины указаны у полей',
    applications_closed: '{reason}',
    field_text: '{text}',
    person_duplicate: 'Возможно, этот человек уже зарегистрирован: {name}. Проверьте или подтвердите сохранение',
    team_archived_club: 'Клуб команды в архиве: новые игроки, представители и переходы не принимаются',
    number_taken: 'Этот номер в команде уже занят',
    captain_taken: 'В команде уже есть капитан: {name}',
    transfer_same_team: 'Человек уже состоит в этой команде',
    document_type_not_allowed: 'Этот тип документа не для игрока',
    team_title_taken: 'В клубе уже есть команда с таким названием',
    club_archived_no_teams: 'Клуб в архиве: новые команды в него добавлять нельзя',
    season_year_taken: 'Сезон, начинающийся в {year} году, уже есть',
    season_end_before_start: 'Дата окончания должна быть позже даты начала',
    entry_window_closed: 'Приём заявок на участие в турнире закрыт ({window})',
    entry_team_not_fitting: 'Год рождения или состав команды не подходит турниру',
    entry_duplicate: 'Эта команда уже подала заявку на участие или уже в турнире',
    entry_decided: 'По заявке уже принято решение: {status}',
    entry_reason_required: 'Укажите причину отказа',
    league_changed: 'Настройки лиги за это время изменил кто-то другой: посмотрите текущее состояние',
    feedback_changed: 'Это сообщение за это время изменил кто-то другой: посмотрите текущее состояние',
    feedback_no_email: 'Автор сообщения не оставил e-mail: ответьте ему по телефону',
    tournament_finished: 'Турнир завершён: его нельзя изменять',
    match_played: 'Нельзя удалить сыгранный матч (с результатом или событиями)',
    team_in_use: 'Команду нельзя убрать из турнира: у неё есть матчи или отправленные заявки',
    schedule_has_matches: 'В турнире уже есть матчи. Подтвердите замену несыгранных матчей',
    schedule_has_played: 'В турнире есть сыгранные матчи: меняйте календарь вручную',
    team_busy: 'Команда в это время играет другой матч',
    referee_busy: 'Судья в это время на другом матче',
    referee_twice: 'Один судья не может занимать две роли в бригаде',
    same_team: 'Гостевая команда должна отличаться от хозяев',
    team_not_in_tournament: 'Команда не участвует в этом турнире',
    birth_year_order: 'Последний год рождения не может быть меньше первого',
    end_before_start: 'Дата окончания не может быть раньше даты начала',
    main_required: 'Главный турнир всегда один: сделайте главным другой турнир',
    schedule_needs_teams: 'Для календаря нужно не меньше двух команд',
    stadium_busy: 'На стадионе в это время есть другой матч',
    request_timeout: 'Запрос не был завершён вовремя',
    uri_too_long: 'Слишком длинный адрес запроса',
    headers_too_large: 'Слишком большие заголовки запроса',
    ineligible_person: '{name}: {reason}',
    transfer_number_taken: 'Номер {number} в этой команде уже у игрока {name}. Укажите другой номер',
    transfer_ineligible: '{tournaments}: {reason}',
    match_played_teams: 'В сыгранном матче (с результатом или событиями) нельзя менять команды',
    unplayed_matches: 'Не сыграно матчей: {count}. Всё равно завершить?',
    two_factor_required: 'Введите код из приложения-аутентификатора',
    last_super_admin: 'Это последний активный главный администратор лиги: его нельзя отключить или лишить роли',
    invitation_exists: 'На этот e-mail уже отправлено приглашение, и оно ещё открыто',
    invitation_closed: 'Это приглашение уже принято или отозвано',
    idempotency_key_mismatch: 'Заголовок Idempotency-Key и idempotency_key в теле запроса не совпадают',
  },
  en: {
    ...PROTOCOL_MESSAGES.en,
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
    too_many_password_attempts: 'Too many tries of the current password. Try again in {minutes} min.',
    internal: 'An error has occurred',
    service_unavailable: 'The service is temporarily unavailable',
    stadium_in_use: 'The stadium cannot be deleted: matches are or were played there',
    club_has_teams: 'The club cannot be deleted: it has teams. It can be archived instead',
    club_archived: 'The club is archived: it cannot be changed',
    departure_transition: 'The departure is “{status}”: now only this is allowed: {allowed}',
    departure_squad_size: 'The squad must have exactly {count} people (the stated count); {size} are listed',
    departure_not_in_application: '{name} is not in the team’s accepted application',
    departure_needs_adult:
      'The squad has {count} players under 18: at least one accompanying adult (team staff) must travel',
    departure_undo_closed: 'A decision can be undone only before the travel date ({date})',
    departure_no_decision: 'The departure is “{status}”: there is no provider decision to undo',
    application_transition: 'The application status cannot change from “{from}” to “{to}”. Allowed: {allowed}',
    application_ineligible: 'Some people cannot be entered in the application: the reasons are given per field',
    applications_closed: '{reason}',
    field_text: '{text}',
    person_duplicate: 'This person may already be registered: {name}. Check, or confirm saving anyway',
    team_archived_club: "The team's club is archived: no new players, staff or transfers",
    number_taken: 'This number is already taken in the team',
    captain_taken: 'The team already has a captain: {name}',
    transfer_same_team: 'The person is already in this team',
    document_type_not_allowed: 'This document type is not for a player',
    team_title_taken: 'The club already has a team with this title',
    club_archived_no_teams: 'The club is archived: it takes no new teams',
    season_year_taken: 'A season starting in {year} already exists',
    season_end_before_start: 'The end date must be after the start date',
    entry_window_closed: 'The tournament does not take entry requests now ({window})',
    entry_team_not_fitting: "The team's birth year or squad does not fit the tournament",
    entry_duplicate: 'This team has already asked to enter or is already in the tournament',
    entry_decided: 'The request has already been decided: {status}',
    entry_reason_required: 'Give the reason of the refusal',
    league_changed: "Someone else changed the league's settings meanwhile: see the current state",
    feedback_changed: 'Someone else changed this message meanwhile: see the current state',
    feedback_no_email: 'The sender left no e-mail address: answer them by phone',
    tournament_finished: 'The tournament is finished: it cannot be changed',
    match_played: 'A played match (with a result or events) cannot be deleted',
    team_in_use: 'The team cannot be removed from the tournament: it has matches or sent applications',
    schedule_has_matches: 'The tournament already has matches. Confirm replacing the unplayed ones',
    schedule_has_played: 'The tournament has played matches: change its calendar by hand',
    team_busy: 'The team plays another match at that time',
    referee_busy: 'The referee is on another match at that time',
    referee_twice: 'One referee cannot have two roles in the crew',
    same_team: 'The guest team must differ from the host team',
    team_not_in_tournament: 'The team does not play in this tournament',
    birth_year_order: 'The last birth year cannot be before the first',
    end_before_start: 'The end date cannot be before the start date',
    main_required: 'There is always one main tournament: make another one main instead',
    schedule_needs_teams: 'At least two teams are needed for a calendar',
    stadium_busy: 'The stadium has another match at that time',
    request_timeout: 'The request was not completed in time',
    uri_too_long: 'The request address is too long',
    headers_too_large: 'The request headers are too large',
    ineligible_person: '{name}: {reason}',
    transfer_number_taken: 'Number {number} is already worn in this team by {name}. Enter another number',
    transfer_ineligible: '{tournaments}: {reason}',
    match_played_teams: 'The teams of a played match (with a result or events) cannot be changed',
    unplayed_matches: '{count} matches are not played. Finish anyway?',
    two_factor_required: 'Enter the code from your authenticator app',
    last_super_admin:
      "This is the league's last active super administrator: the account cannot be deactivated or lose the role",
    invitation_exists: 'An invitation to this e-mail was already sent and is still open',
    invitation_closed: 'This invitation was already accepted or revoked',
    idempotency_key_mismatch: 'The Idempotency-Key header and the idempotency_key of the body differ',
  },
};

export function isApiMessageKey(key: string): key is ApiMessageKey {
  return Object.prototype.hasOwnProperty.call(apiMessages.kk, key);
}

export function apiMessage(
  language: Language,
  key: ApiMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = (apiMessages[language] ?? apiMessages.kk)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Field rules only the server checks (the shared validation catalogue holds the others). */
export type ServerFieldRule =
  | 'control_characters'
  | 'too_deep'
  | 'current_password'
  | 'same_password'
  | 'two_factor_code'
  | 'email_taken'
  | 'link_invalid'
  | 'referee_linked';

export const serverFieldMessages: Record<Language, Record<ServerFieldRule, string>> = {
  kk: {
    control_characters: 'Мәнде рұқсат етілмеген таңба бар (NUL)',
    too_deep: 'Деректердің кірістірілуі тым терең',
    current_password: 'Ағымдағы құпиясөз қате',
    same_password: 'Жаңа құпиясөз ағымдағысынан өзгеше болуы керек',
    two_factor_code: 'Код қате немесе бұрын қолданылған',
    email_taken: 'Бұл e-mail-мен аккаунт бар',
    link_invalid: 'Сілтеме енді жарамсыз: ол қолданылған, қайтарылған немесе мерзімі өткен. Жаңасын сұраңыз',
    referee_linked: 'Бұл төрешіге басқа аккаунт байланған',
  },
  ru: {
    control_characters: 'Значение содержит недопустимый символ (NUL)',
    too_deep: 'Слишком глубокая вложенность данных',
    current_password: 'Текущий пароль неверен',
    same_password: 'Новый пароль должен отличаться от текущего',
    two_factor_code: 'Код неверен или уже использован',
    email_taken: 'Аккаунт с этим e-mail уже есть',
    link_invalid: 'Ссылка больше не действует: она использована, отозвана или устарела. Запросите новую',
    referee_linked: 'К этому судье уже привязан другой аккаунт',
  },
  en: {
    control_characters: 'The value contains a character that is not allowed (NUL)',
    too_deep: 'The data is nested too deeply',
    current_password: 'The current password is incorrect',
    same_password: 'The new password must differ from the current one',
    two_factor_code: 'The code is wrong or was already used',
    email_taken: 'An account with this e-mail already exists',
    link_invalid: 'This link no longer works: it was used, revoked or has expired. Ask for a new one',
    referee_linked: 'Another account is already linked to this referee',
  },
};

export function isServerFieldRule(key: string): key is ServerFieldRule {
  return Object.prototype.hasOwnProperty.call(serverFieldMessages.kk, key);
}
