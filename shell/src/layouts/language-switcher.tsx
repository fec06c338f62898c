import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  endpoints,
  LOCALES,
  LOCALE_LABELS,
  LOCALE_SHORT_LABELS,
  loadLanguage,
  localizePath,
  queryClient,
  resetDataStores,
  splitLocale,
  useLocale,
  writeLocaleCookie,
  type Locale,
} from '@league/shared';

/** Starts loading a language's strings; the page waits for them when it changes (ADR 0203). */
const prefetch = (locale: Locale) => void loadLanguage(locale).catch(() => undefined);

/**
 * Switches language: sets the cookie, resets the data stores and opens the same page. In the
 * cabinet (`account`) it also keeps the language as the user's, the one their e-mail is written in
 * (ADR 0189); that save is not awaited, and a failed one leaves the account page showing the old one.
 */
export function LanguageSwitcher({ account = false }: { account?: boolean }) {
  const { t } = useTranslation('common');
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { path } = splitLocale(location.pathname);

  const choose = (event: React.MouseEvent, locale: Locale) => {
    event.preventDefault();
    writeLocaleCookie(locale);
    if (locale === current) return;
    if (account) {
      // The account page may already have read the old language: it reads again once this is saved.
      void callEndpoint(endpoints.auth.saveLanguage, { body: { language: locale } })
        .then(() => queryClient.invalidateQueries({ queryKey: [endpoints.auth.language.id] }))
        .catch(() => undefined);
    }
    resetDataStores();
    navigate(`${localizePath(path, locale)}${location.search}${location.hash}`);
  };

  return (
    <nav className="sh-lang" aria-label={t('nav.language')}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizePath(path, locale)}${location.search}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(e) => choose(e, locale)}
              // The language's strings start loading when the visitor points at it (ADR 0203).
              onPointerEnter={() => prefetch(locale)}
              onFocus={() => prefetch(locale)}
              // Named in full wherever it shows short.
              aria-label={LOCALE_LABELS[locale]}
            >
              <span className="sh-lang__full" aria-hidden="true">
                {LOCALE_LABELS[locale]}
              </span>
              <span className="sh-lang__short" aria-hidden="true">
                {LOCALE_SHORT_LABELS[locale]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
