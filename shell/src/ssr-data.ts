/** The id of the script element that carries a server-rendered page's API answers and metadata. */
export const SSR_DATA_ID = 'league-ssr';
