import { forwardRef, useCallback } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { localizePath, type Locale } from '../locale';
import { localeAtom, useStoreValue } from '../store';

export function useLocale(): Locale {
  return useStoreValue(localeAtom);
}

/** Returns a function that prefixes an unprefixed path with the current locale. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

type To = string;

/** A router link that keeps the current language: pass the unprefixed path. */
export const LocaleLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: To }>(function LocaleLink(
  { to, ...rest },
  ref,
) {
  const lp = useLocalePath();
  return <Link ref={ref} to={lp(to)} {...rest} />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & { to: To }>(
  function LocaleNavLink({ to, ...rest }, ref) {
    const lp = useLocalePath();
    return <NavLink ref={ref} to={lp(to)} {...rest} />;
  },
);
