declare module '*.css';
declare module '*.png' {
  const src: string;
  export default src;
}
declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.jpg' {
  const src: string;
  export default src;
}
declare module '*.webp' {
  const src: string;
  export default src;
}
// One language of a strings module (config/locale-strings-loader.cjs, ADR 0203): the same exports,
// each a `Record<Locale, …>` holding only that language.
declare module '*?locale=kk' {
  const strings: Record<'kk', Record<string, Record<string, unknown>>>;
  const resources: Record<'kk', Record<string, unknown>>;
  export { strings, resources };
}
declare module '*?locale=ru' {
  const strings: Record<'ru', Record<string, Record<string, unknown>>>;
  const resources: Record<'ru', Record<string, unknown>>;
  export { strings, resources };
}
declare module '*?locale=en' {
  const strings: Record<'en', Record<string, Record<string, unknown>>>;
  const resources: Record<'en', Record<string, unknown>>;
  export { strings, resources };
}
