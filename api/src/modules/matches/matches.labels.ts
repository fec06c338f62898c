// Titles of the closed lists the handbooks serve (penalty failures, removal causes, positions,
// goal types, uniform colours) and of match statistics metrics, in kk, ru and en.
import type { GoalMethod, Language, PenaltyFailure, PlayerPosition, RemovalCause } from '@league/shared/contracts';

type Labels<K extends string> = Record<Language, Record<K, string>>;

export const PENALTY_FAILURE_LABELS: Labels<PenaltyFailure> = {
  kk: { saved: 'Қақпашы қайтарды', post: 'Штангаға тиді', miss: 'Қақпадан тыс' },
  ru: { saved: 'Вратарь отбил', post: 'Попадание в штангу', miss: 'Мимо ворот' },
  en: { saved: 'Saved', post: 'Hit the post', miss: 'Missed the goal' },
};

export const REMOVAL_CAUSE_LABELS: Labels<RemovalCause> = {
  kk: {
    serious_foul_play: 'Өрескел ойын',
    violent_conduct: 'Дөрекі мінез-құлық',
    denying_goal_opportunity: 'Гол соғу мүмкіндігінен айыру',
    offensive_language: 'Балағат сөздер',
    unsporting_behaviour: 'Спортқа жат мінез-құлық',
    dissent: 'Төрешінің шешімімен келіспеу',
    second_yellow: 'Екінші сары қағаз',
  },
  ru: {
    serious_foul_play: 'Грубая игра',
    violent_conduct: 'Агрессивное поведение',
    denying_goal_opportunity: 'Срыв явной возможности забить гол',
    offensive_language: 'Оскорбительные выражения',
    unsporting_behaviour: 'Неспортивное поведение',
    dissent: 'Несогласие с решением судьи',
    second_yellow: 'Вторая жёлтая карточка',
  },
  en: {
    serious_foul_play: 'Serious foul play',
    violent_conduct: 'Violent conduct',
    denying_goal_opportunity: 'Denying an obvious goal-scoring opportunity',
    offensive_language: 'Offensive language',
    unsporting_behaviour: 'Unsporting behaviour',
    dissent: 'Dissent',
    second_yellow: 'Second yellow card',
  },
};

export const POSITION_LABELS: Labels<PlayerPosition> = {
  kk: { GK: 'Қақпашы', DF: 'Қорғаушы', MF: 'Жартылай қорғаушы', FW: 'Шабуылшы' },
  ru: { GK: 'Вратарь', DF: 'Защитник', MF: 'Полузащитник', FW: 'Нападающий' },
  en: { GK: 'Goalkeeper', DF: 'Defender', MF: 'Midfielder', FW: 'Forward' },
};

export const GOAL_TYPE_LABELS: Labels<GoalMethod> = {
  kk: { goal: 'Гол', penalty: 'Пенальти', 'free-kick': 'Айып соққысы', assistant: 'Пас арқылы гол', own_goal: 'Өз қақпасына' },
  ru: { goal: 'Гол', penalty: 'Пенальти', 'free-kick': 'Штрафной удар', assistant: 'Гол с передачи', own_goal: 'Автогол' },
  en: { goal: 'Goal', penalty: 'Penalty', 'free-kick': 'Free kick', assistant: 'Assisted goal', own_goal: 'Own goal' },
};

/** Uniform colours: key → hex, with titles. Unknown keys are shown as they are stored. */
export const COLORS: Record<string, string> = {
  white: '#ffffff',
  black: '#111111',
  red: '#c62828',
  blue: '#1565c0',
  'sky-blue': '#4fc3f7',
  navy: '#0d2747',
  yellow: '#fdd835',
  green: '#2e7d32',
  orange: '#ef6c00',
  purple: '#6a1b9a',
  grey: '#9e9e9e',
  claret: '#7b1f1f',
};

export const COLOR_LABELS: Labels<string> = {
  kk: {
    white: 'Ақ',
    black: 'Қара',
    red: 'Қызыл',
    blue: 'Көк',
    'sky-blue': 'Ашық көк',
    navy: 'Қою көк',
    yellow: 'Сары',
    green: 'Жасыл',
    orange: 'Қызғылт сары',
    purple: 'Күлгін',
    grey: 'Сұр',
    claret: 'Қошқыл қызыл',
  },
  ru: {
    white: 'Белый',
    black: 'Чёрный',
    red: 'Красный',
    blue: 'Синий',
    'sky-blue': 'Голубой',
    navy: 'Тёмно-синий',
    yellow: 'Жёлтый',
    green: 'Зелёный',
    orange: 'Оранжевый',
    purple: 'Фиолетовый',
    grey: 'Серый',
    claret: 'Бордовый',
  },
  en: {
    white: 'White',
    black: 'Black',
    red: 'Red',
    blue: 'Blue',
    'sky-blue': 'Light blue',
    navy: 'Navy',
    yellow: 'Yellow',
    green: 'Green',
    orange: 'Orange',
    purple: 'Purple',
    grey: 'Grey',
    claret: 'Maroon',
  },
};

/** Match statistics metrics; an unknown metric is shown by its key with underscores as spaces. */
export const METRIC_LABELS: Labels<string> = {
  kk: {
    pure_possession_of_the_ball: 'Таза доппен иелік ету',
    possession: 'Доппен иелік ету',
    shots: 'Соққылар',
    shots_on_target: 'Қақпаға соққылар',
    shots_off_target: 'Қақпадан тыс соққылар',
    corners: 'Бұрыштама соққылар',
    fouls: 'Ережебұзушылықтар',
    offsides: 'Офсайдтар',
    free_kicks: 'Айып соққылары',
    saves: 'Қақпашының сейвтері',
    yellow_cards: 'Сары қағаздар',
    red_cards: 'Қызыл қағаздар',
    passes: 'Пастар',
  },
  ru: {
    pure_possession_of_the_ball: 'Чистое владение мячом',
    possession: 'Владение мячом',
    shots: 'Удары',
    shots_on_target: 'Удары в створ',
    shots_off_target: 'Удары мимо',
    corners: 'Угловые',
    fouls: 'Нарушения',
    offsides: 'Офсайды',
    free_kicks: 'Штрафные удары',
    saves: 'Сейвы вратаря',
    yellow_cards: 'Жёлтые карточки',
    red_cards: 'Красные карточки',
    passes: 'Передачи',
  },
  en: {
    pure_possession_of_the_ball: 'Ball possession (effective)',
    possession: 'Ball possession',
    shots: 'Shots',
    shots_on_target: 'Shots on target',
    shots_off_target: 'Shots off target',
    corners: 'Corners',
    fouls: 'Fouls',
    offsides: 'Offsides',
    free_kicks: 'Free kicks',
    saves: 'Saves',
    yellow_cards: 'Yellow cards',
    red_cards: 'Red cards',
    passes: 'Passes',
  },
};

export function metricTitle(metric: string, language: Language): string {
  return METRIC_LABELS[language][metric] ?? METRIC_LABELS.kk[metric] ?? metric.replace(/_/g, ' ');
}

export function colorTitle(key: string, language: Language): string {
  return COLOR_LABELS[language][key] ?? COLOR_LABELS.kk[key] ?? key;
}
