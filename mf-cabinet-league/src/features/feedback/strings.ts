export const feedbackStrings = {
  kk: {},
  ru: {},
  en: {},
} as const;
