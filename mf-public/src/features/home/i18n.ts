export const i18n = {
  kk: {
    home: {
      title: 'Басты бет',
      hero: 'Жасөспірімдер футбол лигасы',
      lead: 'Кестелер, күнтізбе, матч хаттамалары және лига жаңалықтары — бір жерде.',
      toTournaments: 'Турнирлерге өту',
    },
  },
  ru: {
    home: {
      title: 'Главная',
      hero: 'Юношеская футбольная лига',
      lead: 'Таблицы, календарь, протоколы матчей и новости лиги — в одном месте.',
      toTournaments: 'К турнирам',
    },
  },
  en: {
    home: {
      title: 'Home',
      hero: 'Youth Football League',
      lead: 'Tables, fixtures, match sheets and league news in one place.',
      toTournaments: 'See the tournaments',
    },
  },
} as const;
