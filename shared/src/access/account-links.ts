// The shell's pages of a person who is not signed in yet (beside /cabinet/login): following an
// invitation, asking for a reset link, following it. The link's token travels in the address's
// fragment (`#token=…`): browsers send it to no server and in no Referer.
export const ACCOUNT_PAGES = {
  welcome: '/cabinet/welcome',
  forgotPassword: '/cabinet/password/forgot',
  resetPassword: '/cabinet/password/reset',
} as const;

/** A link of an e-mail: the page in the reader's language (kk unprefixed) with the token in the fragment. */
export function accountLink(
  origin: string,
  page: keyof typeof ACCOUNT_PAGES,
  language: 'kk' | 'ru' | 'en',
  token: string,
): string {
  const prefix = language === 'kk' ? '' : `/${language}`;
  return `${origin.replace(/\/$/, '')}${prefix}${ACCOUNT_PAGES[page]}#token=${encodeURIComponent(token)}`;
}
