export const resources = {
  kk: {
    clubs: {
      title: 'Клубтар',
      name: 'Атауы',
      city: 'Қала',
      teams: 'Командалар',
      archived: 'Мұрағатта',
      empty: 'Клубтар жоқ',
    },
  },
  ru: {
    clubs: {
      title: 'Клубы',
      name: 'Название',
      city: 'Город',
      teams: 'Команды',
      archived: 'В архиве',
      empty: 'Клубов нет',
    },
  },
  en: {
    clubs: {
      title: 'Clubs',
      name: 'Name',
      city: 'City',
      teams: 'Teams',
      archived: 'Archived',
      empty: 'No clubs',
    },
  },
} as const;
