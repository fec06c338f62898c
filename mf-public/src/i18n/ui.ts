// Strings of the public site's own UI pieces (pagination, tabs…).
export const i18n = {
  kk: { ui: { pagination: 'Беттер', prev: 'Алдыңғы бет', next: 'Келесі бет' } },
  ru: { ui: { pagination: 'Страницы', prev: 'Предыдущая страница', next: 'Следующая страница' } },
  en: { ui: { pagination: 'Pages', prev: 'Previous page', next: 'Next page' } },
} as const;
