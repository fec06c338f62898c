export const i18n = {
  kk: {
    news: {
      title: 'Жаңалықтар',
      description: 'Жасөспірімдер футбол лигасының жаңалықтары: матчтар, турнирлер, командалар.',
      empty: 'Бұл кезеңде жаңалық жоқ',
      related: 'Басқа жаңалықтар',
      tags: 'Тегтер',
      back: 'Барлық жаңалықтар',
    },
  },
  ru: {
    news: {
      title: 'Новости',
      description: 'Новости юношеской футбольной лиги: матчи, турниры, команды.',
      empty: 'За этот период новостей нет',
      related: 'Другие новости',
      tags: 'Теги',
      back: 'Все новости',
    },
  },
  en: {
    news: {
      title: 'News',
      description: 'News of the youth football league: matches, tournaments, teams.',
      empty: 'No news for this period',
      related: 'More news',
      tags: 'Tags',
      back: 'All news',
    },
  },
} as const;
