// Strings of the league area of the cabinet (namespace `cab-league`) in kk, ru and en: each
// feature's strings file, merged in one line per language.
import { feedbackStrings } from './features/feedback/strings';
import { firstStartStrings } from './features/first-start/strings';
import { historyStrings } from './features/history/strings';
import { settingsStrings } from './features/settings/strings';

export const resources = {
  kk: {
    start: firstStartStrings.kk,
    settings: settingsStrings.kk,
    feedback: feedbackStrings.kk,
    history: historyStrings.kk,
  },
  ru: {
    start: firstStartStrings.ru,
    settings: settingsStrings.ru,
    feedback: feedbackStrings.ru,
    history: historyStrings.ru,
  },
  en: {
    start: firstStartStrings.en,
    settings: settingsStrings.en,
    feedback: feedbackStrings.en,
    history: historyStrings.en,
  },
} as const;
