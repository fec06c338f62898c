// Titles of every closed list (enum) of the contracts, in kk, ru and en — the one place they
// are translated. The API uses them where an answer carries a title (handbooks, statistics),
// the browser through the `enums` i18n namespace (`t('enums:position.GK')`).
// Data only: no React, no i18n instance, so the API can import it.
import {
  APPLICATION_STATUSES,
  CARD_TYPES,
  DEPARTURE_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  GOAL_METHODS,
  IDENTITY_KINDS,
  type LANGUAGES,
  MATCH_STATUSES,
  PENALTY_FAILURES,
  PLAYER_POSITIONS,
  REFEREE_ROLES,
  REMOVAL_CAUSES,
  ROLE_SLUGS,
  STAFF_KINDS,
  TOURNAMENT_BUCKETS,
  TOURNAMENT_FORMATS,
} from '../contracts/enums';

type Language = (typeof LANGUAGES)[number];
type Of<T extends readonly string[]> = Record<T[number], string>;

/** Statuses of a match in the cabinet: the public ones plus `locked` (protocol closed). */
export type MatchLifecycle = 'scheduled' | 'live' | 'finished' | 'locked' | 'postponed' | 'cancelled';

export interface EnumLabelSet {
  role: Of<typeof ROLE_SLUGS>;
  gender: Of<typeof GENDERS>;
  position: Of<typeof PLAYER_POSITIONS>;
  positionShort: Of<typeof PLAYER_POSITIONS>;
  identityKind: Of<typeof IDENTITY_KINDS>;
  applicationStatus: Of<typeof APPLICATION_STATUSES>;
  departureStatus: Of<typeof DEPARTURE_STATUSES>;
  matchStatus: Record<MatchLifecycle, string>;
  goalMethod: Of<typeof GOAL_METHODS>;
  cardType: Of<typeof CARD_TYPES>;
  penaltyFailure: Of<typeof PENALTY_FAILURES>;
  removalCause: Of<typeof REMOVAL_CAUSES>;
  refereeRole: Of<typeof REFEREE_ROLES>;
  documentType: Of<typeof DOCUMENT_TYPES>;
  staffKind: Of<typeof STAFF_KINDS>;
  tournamentBucket: Of<typeof TOURNAMENT_BUCKETS>;
  tournamentFormat: Of<typeof TOURNAMENT_FORMATS>;
  /** Uniform colours (keys of `UNIFORM_COLORS`). */
  color: Record<string, string>;
  /** Match statistics metrics. */
  metric: Record<string, string>;
}

export type EnumName = keyof EnumLabelSet;

/** The values of every closed list that has titles (colours and metrics are open lists: their keys are their own). */
export const ENUM_VALUES: { [N in Exclude<EnumName, 'color' | 'metric'>]: readonly (keyof EnumLabelSet[N])[] } = {
  role: ROLE_SLUGS,
  gender: GENDERS,
  position: PLAYER_POSITIONS,
  positionShort: PLAYER_POSITIONS,
  identityKind: IDENTITY_KINDS,
  applicationStatus: APPLICATION_STATUSES,
  departureStatus: DEPARTURE_STATUSES,
  matchStatus: [...MATCH_STATUSES, 'locked'],
  goalMethod: GOAL_METHODS,
  cardType: CARD_TYPES,
  penaltyFailure: PENALTY_FAILURES,
  removalCause: REMOVAL_CAUSES,
  refereeRole: REFEREE_ROLES,
  documentType: DOCUMENT_TYPES,
  staffKind: STAFF_KINDS,
  tournamentBucket: TOURNAMENT_BUCKETS,
  tournamentFormat: TOURNAMENT_FORMATS,
};

/** A value's titles in kk (the source), ru and en. */
type Titles = readonly [kk: string, ru: string, en: string];

/** Every enum's values with their three titles side by side: a missing translation does not compile. */
const TITLES: { [N in EnumName]: Record<keyof EnumLabelSet[N], Titles> } = {
  role: {
    super_admin: ['Бас әкімші', 'Главный администратор', 'Main administrator'],
    command_admin: ['Команда әкімшісі', 'Администратор команды', 'Team administrator'],
    referee: ['Төреші', 'Судья', 'Referee'],
    provider: ['Провайдер', 'Провайдер', 'Provider'],
    media_manager: ['Медиа-менеджер', 'Медиа-менеджер', 'Media manager'],
  },
  gender: {
    male: ['Ұлдар', 'Юноши', 'Boys'],
    female: ['Қыздар', 'Девушки', 'Girls'],
  },
  position: {
    GK: ['Қақпашы', 'Вратарь', 'Goalkeeper'],
    DF: ['Қорғаушы', 'Защитник', 'Defender'],
    MF: ['Жартылай қорғаушы', 'Полузащитник', 'Midfielder'],
    FW: ['Шабуылшы', 'Нападающий', 'Forward'],
  },
  positionShort: {
    GK: ['Қақ', 'ВР', 'GK'],
    DF: ['Қор', 'ЗЩ', 'DF'],
    MF: ['ЖҚ', 'ПЗ', 'MF'],
    FW: ['Шаб', 'НП', 'FW'],
  },
  identityKind: {
    identification: ['Жеке куәлік', 'Удостоверение личности', 'Identity card'],
    passport: ['Паспорт', 'Паспорт', 'Passport'],
  },
  applicationStatus: {
    empty: ['Тізімге енгізілмеген', 'Не заявлен', 'Not listed'],
    pending: ['Қаралуда', 'На рассмотрении', 'Under consideration'],
    rejected: ['Қабылданбады', 'Отклонён', 'Rejected'],
    submitted: ['Тізімге енгізілген', 'Заявлен', 'Listed'],
    unsubmitted: ['Тізімнен шығарылған', 'Отзаявлен', 'Withdrawn'],
    disqualified: ['Дисквалификацияланған', 'Дисквалифицирован', 'Disqualified'],
  },
  departureStatus: {
    empty: ['Саны қабылданбаған', 'Количество не принято', 'Quantity not accepted'],
    'empty-squad': ['Құрам енгізілмеген', 'Состав не заявлен', 'Squad not listed'],
    pending: ['Қаралуда', 'На рассмотрении', 'Under consideration'],
    rejected: ['Қабылданбады', 'Отклонён', 'Rejected'],
    submitted: ['Келісілген', 'Согласован', 'Approved'],
    unsubmitted: ['Алынып тасталған', 'Снят', 'Removed'],
  },
  matchStatus: {
    scheduled: ['Жоспарланған', 'Запланирован', 'Scheduled'],
    live: ['Тікелей эфир', 'В прямом эфире', 'Live'],
    finished: ['Аяқталды', 'Завершён', 'Full time'],
    locked: ['Бұғатталған', 'Заблокирован', 'Locked'],
    postponed: ['Шегерілді', 'Перенесён', 'Postponed'],
    cancelled: ['Болдырылмады', 'Отменён', 'Cancelled'],
  },
  goalMethod: {
    goal: ['Гол', 'Гол', 'Goal'],
    penalty: ['Пенальти', 'Пенальти', 'Penalty'],
    'free-kick': ['Айып соққысы', 'Штрафной удар', 'Free kick'],
    assistant: ['Пас арқылы гол', 'Гол с передачи', 'Assisted goal'],
    own_goal: ['Өз қақпасына', 'Автогол', 'Own goal'],
  },
  cardType: {
    yellow: ['Сары қағаз', 'Жёлтая карточка', 'Yellow card'],
    second_yellow: ['Екінші сары қағаз', 'Вторая жёлтая карточка', 'Second yellow card'],
    red: ['Қызыл қағаз', 'Красная карточка', 'Red card'],
  },
  penaltyFailure: {
    saved: ['Қақпашы қайтарды', 'Вратарь отбил', 'Saved'],
    post: ['Штангаға тиді', 'Попадание в штангу', 'Hit the post'],
    miss: ['Қақпадан тыс', 'Мимо ворот', 'Missed the goal'],
  },
  removalCause: {
    serious_foul_play: ['Өрескел ойын', 'Грубая игра', 'Serious foul play'],
    violent_conduct: ['Дөрекі мінез-құлық', 'Агрессивное поведение', 'Violent conduct'],
    denying_goal_opportunity: [
      'Гол соғу мүмкіндігінен айыру',
      'Срыв явной возможности забить гол',
      'Denying an obvious goal-scoring opportunity',
    ],
    offensive_language: ['Балағат сөздер', 'Оскорбительные выражения', 'Offensive language'],
    unsporting_behaviour: ['Спортқа жат мінез-құлық', 'Неспортивное поведение', 'Unsporting behaviour'],
    dissent: ['Төрешінің шешімімен келіспеу', 'Несогласие с решением судьи', 'Dissent'],
    second_yellow: ['Екінші сары қағаз', 'Вторая жёлтая карточка', 'Second yellow card'],
  },
  refereeRole: {
    main_referee: ['Бас төреші', 'Главный судья', 'Main referee'],
    first_assistant: ['Бірінші көмекші', 'Первый помощник', 'First assistant'],
    second_assistant: ['Екінші көмекші', 'Второй помощник', 'Second assistant'],
    backup_referee: ['Резервтік төреші', 'Резервный судья', 'Fourth official'],
    inspector: ['Инспектор', 'Инспектор', 'Referee assessor'],
    delegate: ['Делегат', 'Делегат', 'Match delegate'],
  },
  documentType: {
    additional_document: ['Қосымша құжат', 'Дополнительный документ', 'Additional document'],
    club_enrollment_letter: [
      'Клубқа қабылдау туралы бұйрықтың көшірмесі',
      'Копия приказа о зачислении в клуб',
      'Copy of the order of admission to the club',
    ],
    consent_to_data_processing: [
      'Дербес деректерді өңдеуге келісім',
      'Согласие на обработку персональных данных',
      'Consent to personal data processing',
    ],
    depth_medical_examination: [
      'Тереңдетілген медициналық тексеру',
      'Углублённый медицинский осмотр',
      'In-depth medical examination',
    ],
    heart_shot: ['Жүректің УДЗ', 'УЗИ сердца', 'Heart ultrasound'],
    identity: ['Жеке куәліктің көшірмесі', 'Копия удостоверения личности', 'Copy of the identity document'],
    staff_license: ['Жаттықтырушы лицензиясы', 'Тренерская лицензия', 'Coaching licence'],
  },
  staffKind: {
    head_coach: ['Бас жаттықтырушы', 'Главный тренер', 'Head coach'],
    coach: ['Жаттықтырушы', 'Тренер', 'Coach'],
    goalkeeper_coach: ['Қақпашылар жаттықтырушысы', 'Тренер вратарей', 'Goalkeeper coach'],
    fitness_coach: ['Дене шынықтыру жаттықтырушысы', 'Тренер по физподготовке', 'Fitness coach'],
    doctor: ['Дәрігер', 'Врач', 'Doctor'],
    administrator: ['Әкімші', 'Администратор', 'Administrator'],
  },
  tournamentBucket: {
    current: ['Ағымдағы', 'Текущие', 'Current'],
    upcoming: ['Алдағы', 'Предстоящие', 'Upcoming'],
    past: ['Өткен', 'Прошедшие', 'Past'],
  },
  tournamentFormat: {
    league: ['Лига', 'Лига', 'League'],
    cup: ['Кубок', 'Кубок', 'Cup'],
  },
  color: {
    white: ['Ақ', 'Белый', 'White'],
    black: ['Қара', 'Чёрный', 'Black'],
    red: ['Қызыл', 'Красный', 'Red'],
    blue: ['Көк', 'Синий', 'Blue'],
    'sky-blue': ['Ашық көк', 'Голубой', 'Light blue'],
    navy: ['Қою көк', 'Тёмно-синий', 'Navy'],
    yellow: ['Сары', 'Жёлтый', 'Yellow'],
    green: ['Жасыл', 'Зелёный', 'Green'],
    orange: ['Қызғылт сары', 'Оранжевый', 'Orange'],
    purple: ['Күлгін', 'Фиолетовый', 'Purple'],
    grey: ['Сұр', 'Серый', 'Grey'],
    claret: ['Қошқыл қызыл', 'Бордовый', 'Maroon'],
  },
  metric: {
    pure_possession_of_the_ball: ['Таза доппен иелік ету', 'Чистое владение мячом', 'Ball possession (effective)'],
    possession: ['Доппен иелік ету', 'Владение мячом', 'Ball possession'],
    shots: ['Соққылар', 'Удары', 'Shots'],
    shots_on_target: ['Қақпаға соққылар', 'Удары в створ', 'Shots on target'],
    shots_off_target: ['Қақпадан тыс соққылар', 'Удары мимо', 'Shots off target'],
    corners: ['Бұрыштама соққылар', 'Угловые', 'Corners'],
    fouls: ['Ережебұзушылықтар', 'Нарушения', 'Fouls'],
    offsides: ['Офсайдтар', 'Офсайды', 'Offsides'],
    free_kicks: ['Айып соққылары', 'Штрафные удары', 'Free kicks'],
    saves: ['Қақпашының сейвтері', 'Сейвы вратаря', 'Saves'],
    yellow_cards: ['Сары қағаздар', 'Жёлтые карточки', 'Yellow cards'],
    red_cards: ['Қызыл қағаздар', 'Красные карточки', 'Red cards'],
    passes: ['Пастар', 'Передачи', 'Passes'],
  },
};

/** The titles of every enum in the language at `at` of `Titles`. */
const titlesIn = (at: 0 | 1 | 2): EnumLabelSet =>
  Object.fromEntries(
    Object.entries(TITLES).map(([name, values]) => [
      name,
      Object.fromEntries(
        Object.entries(values as Record<string, Titles>).map(([value, titles]) => [value, titles[at]]),
      ),
    ]),
  ) as unknown as EnumLabelSet;

export const ENUM_LABELS: Record<Language, EnumLabelSet> = { kk: titlesIn(0), ru: titlesIn(1), en: titlesIn(2) };
