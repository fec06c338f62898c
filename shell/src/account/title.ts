// The account page's title, which the cabinet header's link shows on every page: apart from the
// page's texts (strings.ts), which load with the page.
export const ACCOUNT_TITLE = {
  kk: 'Менің есептік жазбам',
  ru: 'Моя учётная запись',
  en: 'My account',
} as const;
