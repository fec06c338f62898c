// The strings initI18n starts with: every language, for the server render and the tests. A browser
// build replaces this module with bundled.browser.ts (config/rspack.factory.mjs) and loads the
// page's language instead (`loadLanguage`, ADR 0203).
export { strings as BUNDLED_STRINGS } from './strings';
