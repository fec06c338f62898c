// Strings of the public site (namespace `public`), kk first.
export const resources = {
  kk: {
    home: {
      title: 'Басты бет',
      hero: 'Жасөспірімдер футбол лигасы',
      lead: 'Кестелер, күнтізбе, матч хаттамалары және лига жаңалықтары — бір жерде.',
      toTournaments: 'Турнирлерге өту',
    },
    tournaments: {
      title: 'Турнирлер',
      description: 'Лиганың ағымдағы, алдағы және өткен турнирлері.',
      current: 'Ағымдағы',
      upcoming: 'Алдағы',
      past: 'Өткен',
      none: 'Бұл бөлімде турнир жоқ',
      season: 'Маусым {{season}}',
      dates: '{{from}} — {{to}}',
    },
  },
  ru: {
    home: {
      title: 'Главная',
      hero: 'Юношеская футбольная лига',
      lead: 'Таблицы, календарь, протоколы матчей и новости лиги — в одном месте.',
      toTournaments: 'К турнирам',
    },
    tournaments: {
      title: 'Турниры',
      description: 'Текущие, предстоящие и прошедшие турниры лиги.',
      current: 'Текущие',
      upcoming: 'Предстоящие',
      past: 'Прошедшие',
      none: 'В этом разделе турниров нет',
      season: 'Сезон {{season}}',
      dates: '{{from}} — {{to}}',
    },
  },
  en: {
    home: {
      title: 'Home',
      hero: 'Youth Football League',
      lead: 'Tables, fixtures, match sheets and league news in one place.',
      toTournaments: 'See the tournaments',
    },
    tournaments: {
      title: 'Tournaments',
      description: 'Current, upcoming and past tournaments of the league.',
      current: 'Current',
      upcoming: 'Upcoming',
      past: 'Past',
      none: 'No tournaments in this section',
      season: 'Season {{season}}',
      dates: '{{from}} — {{to}}',
    },
  },
} as const;
