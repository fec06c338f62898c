// Strings of the public site's own UI pieces (pagination, tabs…).
export const i18n = {
  kk: { ui: { pagination: 'Беттер', prev: 'Алдыңғы бет', next: 'Келесі бет', scrollHint: 'Қалған бағандарды көру үшін кестені көлденең жылжытыңыз' } },
  ru: { ui: { pagination: 'Страницы', prev: 'Предыдущая страница', next: 'Следующая страница', scrollHint: 'Прокрутите таблицу вбок, чтобы увидеть остальные столбцы' } },
  en: { ui: { pagination: 'Pages', prev: 'Previous page', next: 'Next page', scrollHint: 'Scroll the table sideways to see the other columns' } },
} as const;
