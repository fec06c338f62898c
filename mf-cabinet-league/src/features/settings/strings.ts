export const settingsStrings = {
  kk: {},
  ru: {},
  en: {},
} as const;
