import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, failure, mockApi, ok, pending, quietErrors, renderRoute, resetApi } from '../../test-utils';
import { paged, refereeDetail, refereeItem } from '../../ui/people-fixtures';
import RefereePage from './referee-page';
import RefereesPage from './referees-page';

afterEach(resetApi);

describe('referees list', () => {
  test('loading, list, empty and error', async () => {
    mockApi({ '/judges': pending });
    const a = renderRoute('/en/referees', '/referees', <RefereesPage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    a.unmount();
    mockApi({ '/judges': paged([refereeItem], 40) });
    const b = renderRoute('/en/referees', '/referees', <RefereesPage />);
    expect(await screen.findByRole('link', { name: 'Referee Four' })).toHaveAttribute('href', '/en/referees/ref-4');
    expect(screen.getByText('FIFA · Almaty · Matches: 12')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    b.unmount();
    mockApi({ '/judges': paged([]) });
    const c = renderRoute('/ru/referees', '/referees', <RefereesPage />);
    expect(await screen.findByText('Судей нет')).toBeInTheDocument();
    c.unmount();
    const quiet = quietErrors();
    mockApi({ '/judges': failsTwiceThen(500, paged([refereeItem])) });
    renderRoute('/en/referees', '/referees', <RefereesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Referee Four' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('referee page', () => {
  test('statistics by role and matches', async () => {
    mockApi({ '/judges/ref-4': ok(refereeDetail) });
    renderRoute('/en/referees/ref-4', '/referees/:slug', <RefereePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Referee Four' })).toBeInTheDocument();
    expect(screen.getByText('3.20')).toBeInTheDocument();
    expect(screen.getByText('Main referee')).toBeInTheDocument();
    expect(screen.getByText('Latest 1 of 12 matches')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Matches' })).toBeInTheDocument();
  });

  test('loading, no matches, unknown and error', async () => {
    mockApi({ '/judges/ref-4': pending });
    const a = renderRoute('/en/referees/ref-4', '/referees/:slug', <RefereePage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    a.unmount();
    mockApi({ '/judges/ref-4': ok({ ...refereeDetail, matches: [], matches_total: 0 }) });
    const b = renderRoute('/en/referees/ref-4', '/referees/:slug', <RefereePage />);
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    b.unmount();
    const quiet = quietErrors();
    mockApi({});
    const c = renderRoute('/en/referees/nope', '/referees/:slug', <RefereePage />);
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
    c.unmount();
    mockApi({ '/judges/ref-4': failure(500) });
    renderRoute('/en/referees/ref-4', '/referees/:slug', <RefereePage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
