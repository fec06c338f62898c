export const i18n = {
  kk: {
    press: {
      title: 'Баспасөз',
      description: 'Лига туралы БАҚ жарияланымдары.',
      empty: 'Бұл жылы жарияланым жоқ',
      source: 'Дереккөз: {{source}}',
    },
  },
  ru: {
    press: {
      title: 'Пресса',
      description: 'Публикации СМИ о лиге.',
      empty: 'За этот год публикаций нет',
      source: 'Источник: {{source}}',
    },
  },
  en: {
    press: {
      title: 'Press',
      description: 'Media coverage of the league.',
      empty: 'No publications for this year',
      source: 'Source: {{source}}',
    },
  },
} as const;
