export const i18n = {
  kk: {
    analytics: {
      title: 'Спорттық аналитика',
      description: 'Лига турнирлері мен ойыншыларының спорттық аналитикасы.',
      empty: 'Бұл жылы материал жоқ',
      file: 'Толық есеп',
      back: 'Барлық материалдар',
    },
  },
  ru: {
    analytics: {
      title: 'Спортивная аналитика',
      description: 'Спортивная аналитика турниров и игроков лиги.',
      empty: 'За этот год материалов нет',
      file: 'Полный отчёт',
      back: 'Все материалы',
    },
  },
  en: {
    analytics: {
      title: 'Sports analytics',
      description: 'Sports analytics of league tournaments and players.',
      empty: 'No reports for this year',
      file: 'Full report',
      back: 'All reports',
    },
  },
} as const;
