export const i18n = {
  kk: {
    teams: {
      title: 'Командалар',
      description: 'Лиганың маусымдағы командалары және турнир кестесі.',
      season: 'Маусым',
      tournament: 'Турнир',
      list: 'Командалар тізімі',
      table: 'Турнир кестесі',
      none: 'Бұл маусымда команда жоқ',
      birthYear: '{{year}} ж.т.',
      womenSquad: 'Қыздар командасы',
      inactive: 'Белсенді емес',
    },
  },
  ru: {
    teams: {
      title: 'Команды',
      description: 'Команды лиги в сезоне и турнирная таблица.',
      season: 'Сезон',
      tournament: 'Турнир',
      list: 'Список команд',
      table: 'Турнирная таблица',
      none: 'В этом сезоне команд нет',
      birthYear: '{{year}} г.р.',
      womenSquad: 'Команда девочек',
      inactive: 'Неактивна',
    },
  },
  en: {
    teams: {
      title: 'Teams',
      description: 'The league teams of the season and the standings.',
      season: 'Season',
      tournament: 'Tournament',
      list: 'Teams',
      table: 'Standings',
      none: 'No teams in this season',
      birthYear: 'born {{year}}',
      womenSquad: "Girls' team",
      inactive: 'Inactive',
    },
  },
} as const;
