export const firstStartStrings = {
  kk: {},
  ru: {},
  en: {},
} as const;
