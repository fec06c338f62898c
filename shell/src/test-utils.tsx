// One render helper for the shell's tests: the real store, i18n and a memory router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, initI18n, localeAtom, splitLocale, store } from '@league/shared';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(url: string, ui: ReactElement) {
  const { locale } = splitLocale(url.split('?')[0]);
  initI18n(locale);
  store.set(localeAtom, locale);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
