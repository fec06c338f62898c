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
    },
  },
} as const;
