// Strings of the league's disqualification (namespace `cab-tournaments`, key `disqualification`):
// the form that asks for its reason and length, and the decision as the application pages show it.
export const disqualificationStrings = {
  kk: {
    disqualification: {
      title: 'Дисквалификация',
      intro:
        '{{name}} дисквалификацияланады. Себебін және мерзімін көрсетіңіз: ол жария дисквалификациялар тізімінде көрсетіледі.',
      reason: 'Себебі',
      length: 'Мерзімі',
      byMatches: 'Матчтар саны',
      indefinite: 'Келесі шешімге дейін',
      matches: 'Матчтар саны (1–99)',
      submit: 'Дисквалификациялау',
      cancel: 'Болдырмау',
      done: 'Ойыншы дисквалификацияланды',
      decided: 'Дисквалификация: {{date}}',
      reasonIs: 'Себебі: {{reason}}',
      reasonUnknown: 'Себебі: белгісіз',
      forMatches: 'Мерзімі: {{count}} матч',
      untilNotice: 'Мерзімі: келесі шешімге дейін',
    },
  },
  ru: {
    disqualification: {
      title: 'Дисквалификация',
      intro:
        '{{name}} будет дисквалифицирован. Укажите причину и срок: они будут видны в публичном списке дисквалификаций.',
      reason: 'Причина',
      length: 'Срок',
      byMatches: 'Количество матчей',
      indefinite: 'До особого распоряжения',
      matches: 'Количество матчей (1–99)',
      submit: 'Дисквалифицировать',
      cancel: 'Отмена',
      done: 'Игрок дисквалифицирован',
      decided: 'Дисквалификация: {{date}}',
      reasonIs: 'Причина: {{reason}}',
      reasonUnknown: 'Причина: неизвестна',
      forMatches: 'Срок: матчей — {{count}}',
      untilNotice: 'Срок: до особого распоряжения',
    },
  },
  en: {
    disqualification: {
      title: 'Disqualification',
      intro:
        '{{name}} will be disqualified. Give the reason and the length: both are shown on the public disqualifications list.',
      reason: 'Reason',
      length: 'Length',
      byMatches: 'A number of matches',
      indefinite: 'Until further notice',
      matches: 'Number of matches (1–99)',
      submit: 'Disqualify',
      cancel: 'Cancel',
      done: 'The player is disqualified',
      decided: 'Disqualified on {{date}}',
      reasonIs: 'Reason: {{reason}}',
      reasonUnknown: 'Reason: unknown',
      forMatches: 'Length: {{count}} matches',
      untilNotice: 'Length: until further notice',
    },
  },
} as const;
