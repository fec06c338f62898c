export const i18n = {
  kk: {
    videos: {
      title: 'Бейнелер',
      description: 'Лига матчтарының бейнешолулары мен трансляциялары.',
      empty: 'Бұл маусымда бейне жоқ',
      seasons: 'Маусым бойынша сүзгі',
      allSeasons: 'Барлық маусымдар',
      play: 'Бейнені қосу: {{title}}',
    },
  },
  ru: {
    videos: {
      title: 'Видео',
      description: 'Видеообзоры и трансляции матчей лиги.',
      empty: 'В этом сезоне видео нет',
      seasons: 'Фильтр по сезону',
      allSeasons: 'Все сезоны',
      play: 'Смотреть видео: {{title}}',
    },
  },
  en: {
    videos: {
      title: 'Videos',
      description: 'Highlights and broadcasts of league matches.',
      empty: 'No videos for this season',
      seasons: 'Filter by season',
      allSeasons: 'All seasons',
      play: 'Play the video: {{title}}',
    },
  },
} as const;
