// Strings of the public site's own UI pieces (pagination, tabs…).
export const i18n = {
  kk: {
    ui: {
      show: 'Көрсету',
      pagination: 'Беттер',
      prev: 'Алдыңғы бет',
      next: 'Келесі бет',
      scrollHint: 'Қалған бағандарды көру үшін кестені көлденең жылжытыңыз',
      viewer: { label: 'Фото {{n}} / {{total}}', close: 'Жабу', previous: 'Алдыңғы фото', next: 'Келесі фото' },
    },
  },
  ru: {
    ui: {
      show: 'Показать',
      pagination: 'Страницы',
      prev: 'Предыдущая страница',
      next: 'Следующая страница',
      scrollHint: 'Прокрутите таблицу вбок, чтобы увидеть остальные столбцы',
      viewer: {
        label: 'Фото {{n}} из {{total}}',
        close: 'Закрыть',
        previous: 'Предыдущее фото',
        next: 'Следующее фото',
      },
    },
  },
  en: {
    ui: {
      show: 'Show',
      pagination: 'Pages',
      prev: 'Previous page',
      next: 'Next page',
      scrollHint: 'Scroll the table sideways to see the other columns',
      viewer: { label: 'Photo {{n}} of {{total}}', close: 'Close', previous: 'Previous photo', next: 'Next photo' },
    },
  },
} as const;
