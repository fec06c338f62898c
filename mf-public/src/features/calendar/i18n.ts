export const i18n = {
  kk: {
    calendar: {
      title: 'Маусым күнтізбесі',
      description: 'Турлар мен күндер бойынша маусым матчтары: уақыты, стадионы және нәтижелері.',
      tournament: 'Турнир',
      toTournament: 'Турнир беті',
    },
  },
  ru: {
    calendar: {
      title: 'Календарь сезона',
      description: 'Матчи сезона по турам и дням: время, стадион и результаты.',
      tournament: 'Турнир',
      toTournament: 'Страница турнира',
    },
  },
  en: {
    calendar: {
      title: 'Season fixtures',
      description: 'The season’s matches by tour and day: kick-off times, stadiums and results.',
      tournament: 'Tournament',
      toTournament: 'Tournament page',
    },
  },
} as const;
