// Browser builds: `import('./strings?locale=ru')` gives the module with every export cut down to
// the one language. The strings modules keep all three languages side by side (the server render,
// the API and the tests use them whole); each exported value is a `Record<Locale, …>` of plain data (functions are left out). The
// loader runs the module at build time and writes its exports back as JSON holding only the asked
// language, so a visitor downloads the language of the page and not the other two (ADR 0203).
const LOCALES = ['kk', 'ru', 'en'];

module.exports = function localeStringsLoader() {
  const callback = this.async();
  const locale = new URLSearchParams(this.resourceQuery.slice(1)).get('locale');
  if (!LOCALES.includes(locale)) {
    callback(new Error(`${this.resourcePath}: ?locale= must be one of ${LOCALES.join(', ')}`));
    return;
  }
  // The same file without the query, through the usual loaders (TypeScript), run at build time.
  this.importModule(this.resourcePath, {}, (error, exports) => {
    if (error) return callback(error);
    const lines = [];
    for (const [name, value] of Object.entries(exports)) {
      // Helpers beside the strings (a merge function) are not strings: left out.
      if (name === '__esModule' || typeof value === 'function') continue;
      if (!value || typeof value !== 'object' || !(locale in value)) {
        return callback(
          new Error(`${this.resourcePath}: export ${name} is not a Record<Locale, …> (locale ${locale} missing)`),
        );
      }
      const one = JSON.stringify({ [locale]: value[locale] });
      lines.push(name === 'default' ? `export default ${one};` : `export const ${name} = ${one};`);
    }
    callback(null, lines.join('\n'));
  });
};
