// The three frames: main (public site), cabinet and empty (login).
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  LocaleLink,
  LocaleNavLink,
  authAtom,
  cabinetNav,
  roleAtom,
  splitLocale,
  useLocalePath,
  useSiteName,
  useStoreValue,
} from '@league/shared';
import { ACCOUNT_TITLE } from '../account/title';
import { logout } from '../auth/auth-api';
import { registerCabinetWorker } from '../offline/register-worker';
import { NotificationsBadge } from '../notifications/notifications-badge';
import { LanguageSwitcher } from './language-switcher';
import { LeagueMark, useLeagueTheme } from './league-mark';

const PUBLIC_NAV = [
  ['/tournaments', 'nav.tournaments'],
  ['/calendar', 'nav.calendar'],
  ['/teams', 'nav.teams'],
  ['/clubs', 'nav.clubs'],
  ['/players', 'nav.players'],
  ['/news', 'nav.news'],
  ['/media', 'nav.media'],
  ['/about', 'nav.about'],
] as const;

const FOOTER_NAV = [
  [
    'footer.league',
    [
      ['/about', 'nav.about'],
      ['/history', 'footer.history'],
      ['/referees', 'footer.referees'],
      ['/documents', 'nav.documents'],
      ['/partner', 'footer.partner'],
    ],
  ],
  [
    'footer.media',
    [
      ['/news', 'nav.news'],
      ['/media', 'nav.media'],
      ['/videos', 'footer.videos'],
      ['/press', 'footer.press'],
      ['/sports-analytics', 'footer.analytics'],
    ],
  ],
  [
    'footer.help',
    [
      ['/feedback', 'nav.feedback'],
      ['/advertising', 'footer.advertising'],
      ['/cookies', 'footer.cookies'],
      ['/privacy-policy', 'footer.privacy'],
      ['/cabinet', 'nav.cabinet'],
    ],
  ],
] as const;

export function MainFrame({ children, hideHeader }: { children: ReactNode; hideHeader?: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useMenuState();
  const siteName = useSiteName();
  const theme = useLeagueTheme();
  return (
    <div className="sh-frame sh-frame--main" style={theme}>
      <a className="sh-skip" href="#main">
        {t('site.skip')}
      </a>
      {!hideHeader && (
        <header className="sh-header">
          <div className="lg-container sh-header__row">
            <LeagueMark />
            <button
              type="button"
              className="sh-menu-toggle"
              aria-expanded={open}
              aria-controls={MENU_ID}
              // Before the scripts take the page over, the wake script opens it (ADR 0135).
              data-wake-toggle={MENU_OPEN}
              onClick={() => setOpen((v) => !v)}
            >
              {t('nav.menu')}
            </button>
            <nav id={MENU_ID} className={`sh-nav${open ? ` ${MENU_OPEN}` : ''}`} aria-label={t('nav.main')}>
              <ul>
                {PUBLIC_NAV.map(([to, key]) => (
                  <li key={to}>
                    <LocaleNavLink to={to}>{t(key)}</LocaleNavLink>
                  </li>
                ))}
                <li>
                  <LocaleNavLink to="/search">{t('nav.search')}</LocaleNavLink>
                </li>
              </ul>
            </nav>
            <LanguageSwitcher />
          </div>
        </header>
      )}
      <main id="main" className="sh-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="sh-footer">
        <div className="lg-container">
          {/* Every public page is reachable from here: the league, its media and the legal pages. */}
          <div className="sh-footer__columns">
            {FOOTER_NAV.map(([heading, links]) => (
              <nav key={heading} aria-label={t(heading)}>
                <h2 className="sh-footer__heading">{t(heading)}</h2>
                <ul>
                  {links.map(([to, key]) => (
                    <li key={to}>
                      <LocaleLink to={to}>{t(key)}</LocaleLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <p className="sh-footer__rights">
            © 2026 {siteName}. {t('footer.rights')}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** Closes a menu panel when the page changes. */
const MENU_ID = 'sh-main-nav';
const MENU_OPEN = 'sh-nav--open';

/**
 * Whether the visitor opened the menu of a server-rendered page before the scripts took it over
 * (the wake script's `data-wake-toggle`): the frame hydrates with the menu as the visitor left it.
 * Only the frame being hydrated finds its menu in the document while it renders.
 */
function openedBeforeHydration(): boolean {
  return typeof document !== 'undefined' && document.getElementById(MENU_ID)?.classList.contains(MENU_OPEN) === true;
}

function useMenuState(): [boolean, (open: boolean | ((v: boolean) => boolean)) => void] {
  const [open, setOpen] = useState(openedBeforeHydration);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  return [open, setOpen];
}

/**
 * The cabinet frame: the navigation the role may open (from the access table), the user's name
 * and role, the language, logout, and a slot for the notification badge. On a phone the
 * navigation and the account controls fold into one menu panel under a button.
 */
export function CabinetFrame({ children, hideHeader }: { children: ReactNode; hideHeader?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const auth = useStoreValue(authAtom);
  const role = useStoreValue(roleAtom);
  const theme = useLeagueTheme();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [open, setOpen] = useMenuState();
  // A signed-in cabinet keeps its pages for a dead spot at the pitch (ADR 0178).
  useEffect(() => {
    if (auth) registerCabinetWorker();
  }, [auth]);
  const onLogout = async () => {
    // Leave the guarded page first — wait until the router has left it — so clearing the user
    // does not bounce to login?next=… when the sign-out request answers quickly.
    const { path } = splitLocale(window.location.pathname);
    await navigate(lp('/cabinet/login'));
    await logout(path);
  };
  return (
    <div className="sh-frame sh-frame--cabinet" style={theme}>
      <a className="sh-skip" href="#main">
        {t('site.skip')}
      </a>
      {!hideHeader && (
        <header className="sh-header sh-header--cabinet">
          <div className="lg-container sh-header__row">
            <LeagueMark />
            <div className="sh-header__slot" data-slot="notifications">
              <NotificationsBadge />
            </div>
            <button
              type="button"
              className="sh-menu-toggle"
              aria-expanded={open}
              aria-controls="sh-cabinet-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {t('nav.menu')}
            </button>
            <div id="sh-cabinet-menu" className={`sh-cabinet-menu${open ? ' sh-cabinet-menu--open' : ''}`}>
              <nav className="sh-nav sh-nav--cabinet" aria-label={t('cabinet.title')}>
                <ul>
                  {cabinetNav(role).map((item) => (
                    <li key={item.pattern}>
                      <LocaleNavLink to={item.pattern}>{t(item.nav!)}</LocaleNavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="sh-user">
                {auth && (
                  <span className="sh-user__name">
                    <span>{auth.user.name}</span>
                    <span className="sh-user__role">{t(`enums:role.${auth.user.role.slug}`)}</span>
                  </span>
                )}
                <LocaleNavLink to="/cabinet/account" className="sh-account-link">
                  {ACCOUNT_TITLE[(i18n.language?.slice(0, 2) ?? 'kk') as keyof typeof ACCOUNT_TITLE] ??
                    ACCOUNT_TITLE.kk}
                </LocaleNavLink>
                <button type="button" className="lg-button lg-button--ghost sh-logout" onClick={onLogout}>
                  {t('auth.logout')}
                </button>
              </div>
              <LanguageSwitcher account />
            </div>
          </div>
        </header>
      )}
      <main id="main" className="sh-main lg-container" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export function EmptyFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="sh-frame sh-frame--empty" tabIndex={-1}>
      {children}
    </main>
  );
}
