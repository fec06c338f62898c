// Search text for SQL LIKE / ILIKE: the visitor's text matches literally, anywhere.

/** Escapes LIKE wildcards and wraps the text in `%…%`. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
