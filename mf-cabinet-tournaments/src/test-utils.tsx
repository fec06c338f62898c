// Test helpers of this remote's pages: the `cab-tournaments` strings in English, a signed-in
// reader, a page rendered in the app's providers at a URL, and the fake API's answers (a reply,
// a refusal as the API sends it, "not found"), and a person's card on a team application page.
// The cabinet remotes' common kit (@league/shared/testing) is re-exported for the tests that use
// its table of fake replies.
import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  addNamespace,
  AppProviders,
  authAtom,
  initI18n,
  localeAtom,
  store,
  ToastView,
  type RoleSlug,
  type TournamentMatchesResponse,
} from '@league/shared';
import { pageRenderer } from '@league/shared/testing';
import { resources } from './i18n';

export { failure, mockApi, ok, resetApi, seenRequests } from '@league/shared/testing';

export const renderPage = pageRenderer('cab-tournaments', resources);

/** The remote's strings in English, the page's language English too. */
export function inEnglish(): void {
  initI18n('en');
  addNamespace('cab-tournaments', resources);
  store.set(localeAtom, 'en');
}

/** Signed in as `role` (a command_admin manages club `clubId`). */
export function signIn(role: RoleSlug, clubId: number | null = null): void {
  store.set(authAtom, {
    token: 't',
    user: { id: 1, name: 'Test', email: 'test@league.test', role: { slug: role }, club_id: clubId },
  });
}

/** Renders the pages of `routes` (patterns → elements) at `url`, with the toasts unless told not to. */
export function renderRoutes(url: string, routes: Record<string, ReactElement>, { toasts = true } = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
      {toasts && <ToastView />}
    </AppProviders>,
  );
}

/** In English, signed in as `role`: the pages of `routes` rendered at `url`. */
export function renderSignedIn(role: RoleSlug, url: string, routes: Record<string, ReactElement>) {
  inEnglish();
  signIn(role);
  return renderRoutes(url, routes);
}

/** Tournament 7, the Spring Cup of 2026 (U-14 boys, a league), as its pages' answers summarise it. */
export const springCup = (
  over: Partial<TournamentMatchesResponse['data']['tournament']> = {},
): TournamentMatchesResponse['data']['tournament'] => ({
  id: 7,
  title: 'Spring Cup',
  season: { id: 1, year: 2026, title: '2026' },
  age_group: 'U-14',
  age_group_title: 'U-14 boys',
  birth_year_from: 2012,
  birth_year_to: 2012,
  gender: 'male',
  format: 'league',
  joker_quota: 2,
  match_length_minutes: 80,
  start_date: '2026-05-01',
  end_date: null,
  main: false,
  active: true,
  finished: false,
  takes_applications: true,
  teams_count: 2,
  matches_count: 1,
  ...over,
});

/** The fake API's answer to `config`. */
export function reply(config: InternalAxiosRequestConfig, data: unknown, status = 200): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config } as AxiosResponse;
}

/** What a request sent, as an object. */
export function sentBody(config: InternalAxiosRequestConfig) {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

/** The API refuses: `status` with `message` and the field errors (and anything else the refusal carries). */
export function refuse(
  config: InternalAxiosRequestConfig,
  status: number,
  message: string,
  data: Record<string, unknown> = { errors: {} },
): never {
  throw new AxiosError(
    'failed',
    String(status),
    config,
    null,
    reply(config, { success: false, message, data }, status),
  );
}

/** The field errors of a 422 refusal. */
export function invalid(config: InternalAxiosRequestConfig, errors: Record<string, string[]>): never {
  return refuse(config, 422, 'The data is not valid', { errors });
}

/** Any call the test does not answer is not found. */
export function notFound(config: InternalAxiosRequestConfig): never {
  return refuse(config, 404, 'not found');
}

/** The printed sheet (shown on paper only, by CSS jsdom does not apply) repeats every name. */
export const ON_PAPER = '.ca-print *, script, style';

/** The card of the person named `name` on a team application page (not their line on the printed sheet). */
export const personCard = (name: string) => screen.getByText(name, { ignore: ON_PAPER }).closest('li')!;

/** The same card, waited for (up to `timeout` ms) while the page loads. */
export const findPersonCard = async (name: string, timeout?: number) =>
  (await screen.findByText(name, { ignore: ON_PAPER }, timeout ? { timeout } : undefined)).closest('li')!;
