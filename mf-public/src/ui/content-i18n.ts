// Strings of the content building blocks (year filter, dates, files), shared by the content features.
export const i18n = {
  kk: {
    content: {
      allYears: 'Барлық жылдар',
      yearFilter: 'Жыл бойынша сүзгі',
      readMore: 'Толығырақ',
      openPdf: 'PDF ашу',
      download: 'Жүктеп алу',
      newTab: '(жаңа бетте ашылады)',
      fileSize: 'Көлемі: {{size}}',
      kindPdf: 'PDF',
      kindFile: 'Файл',
      playVideo: 'Бейнені қосу',
      feed: 'Жаңалықтар арнасы (RSS)',
    },
  },
  ru: {
    content: {
      allYears: 'Все годы',
      yearFilter: 'Фильтр по году',
      readMore: 'Подробнее',
      openPdf: 'Открыть PDF',
      download: 'Скачать',
      newTab: '(откроется в новой вкладке)',
      fileSize: 'Размер: {{size}}',
      kindPdf: 'PDF',
      kindFile: 'Файл',
      playVideo: 'Смотреть видео',
      feed: 'Лента новостей (RSS)',
    },
  },
  en: {
    content: {
      allYears: 'All years',
      yearFilter: 'Filter by year',
      readMore: 'Read more',
      openPdf: 'Open PDF',
      download: 'Download',
      newTab: '(opens in a new tab)',
      fileSize: 'Size: {{size}}',
      kindPdf: 'PDF',
      kindFile: 'File',
      playVideo: 'Play the video',
      feed: 'News feed (RSS)',
    },
  },
} as const;
