export const i18n = {
  kk: {
    tournaments: {
      title: 'Турнирлер',
      description: 'Лиганың ағымдағы, алдағы және өткен турнирлері.',
      current: 'Ағымдағы',
      upcoming: 'Алдағы',
      past: 'Өткен',
      none: 'Бұл бөлімде турнир жоқ',
      season: 'Маусым {{season}}',
      dates: '{{from}} — {{to}}',
      main: 'Басты турнир',
      teams: 'Командалар: {{count}}',
    },
  },
  ru: {
    tournaments: {
      title: 'Турниры',
      description: 'Текущие, предстоящие и прошедшие турниры лиги.',
      current: 'Текущие',
      upcoming: 'Предстоящие',
      past: 'Прошедшие',
      none: 'В этом разделе турниров нет',
      season: 'Сезон {{season}}',
      dates: '{{from}} — {{to}}',
      main: 'Главный турнир',
      teams: 'Команд: {{count}}',
    },
  },
  en: {
    tournaments: {
      title: 'Tournaments',
      description: 'Current, upcoming and past tournaments of the league.',
      current: 'Current',
      upcoming: 'Upcoming',
      past: 'Past',
      none: 'No tournaments in this section',
      season: 'Season {{season}}',
      dates: '{{from}} — {{to}}',
      main: 'Main tournament',
      teams: 'Teams: {{count}}',
    },
  },
} as const;
