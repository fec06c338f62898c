import { fireEvent, screen } from '@testing-library/react';
import {
  failsTwiceThen,
  failure,
  mockApi,
  ok,
  pending,
  quietErrors,
  renderRoute,
  resetApi,
  seenUrls,
} from '../../test-utils';
import { clubDetail, clubItem, paged } from '../../ui/people-fixtures';
import ClubPage from './club-page';
import ClubsPage from './clubs-page';

afterEach(resetApi);

describe('clubs list', () => {
  test('loading, then clubs with pagination and the archived filter link', async () => {
    mockApi({ '/clubs': pending });
    const first = renderRoute('/en/clubs', '/clubs', <ClubsPage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    first.unmount();
    mockApi({ '/clubs': paged([clubItem], 50) });
    renderRoute('/en/clubs?page=2', '/clubs', <ClubsPage />);
    expect(await screen.findByRole('link', { name: 'Kairat' })).toHaveAttribute('href', '/en/clubs/kairat');
    expect(screen.getByText('Almaty · Teams: 3')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(seenUrls()).toContain('/clubs?page=2&per_page=24');
    expect(screen.getByRole('link', { name: 'Show archived clubs' })).toHaveAttribute('href', '/en/clubs?archived=1');
  });

  test('archived only, empty, and error with retry', async () => {
    mockApi({ '/clubs': paged([]) });
    const first = renderRoute('/ru/clubs?archived=1', '/clubs', <ClubsPage />);
    expect(await screen.findByText('Клубов нет')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Клубы в архиве' })).toBeInTheDocument();
    expect(seenUrls()).toContain('/clubs?page=1&archived=1&per_page=24');
    first.unmount();
    const quiet = quietErrors();
    mockApi({ '/clubs': failsTwiceThen(500, paged([clubItem])) });
    renderRoute('/en/clubs', '/clubs', <ClubsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Kairat' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('club page', () => {
  test('shows city, stadium, logo fallback and the teams', async () => {
    mockApi({ '/clubs/kairat': ok(clubDetail) });
    renderRoute('/en/clubs/kairat', '/clubs/:club_slug', <ClubPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kairat' })).toBeInTheDocument();
    expect(screen.getByText('Almaty, Kazakhstan')).toBeInTheDocument();
    expect(screen.getByText('Central Stadium')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kairat logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kairat 2013' })).toHaveAttribute('href', '/en/teams/team-8');
  });

  test('loading, no teams, unknown club and error', async () => {
    mockApi({ '/clubs/kairat': pending });
    const a = renderRoute('/en/clubs/kairat', '/clubs/:club_slug', <ClubPage />);
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    a.unmount();
    mockApi({ '/clubs/kairat': ok({ ...clubDetail, teams: [] }) });
    const b = renderRoute('/en/clubs/kairat', '/clubs/:club_slug', <ClubPage />);
    expect(await screen.findByText('The club has no teams')).toBeInTheDocument();
    b.unmount();
    const quiet = quietErrors();
    mockApi({});
    const c = renderRoute('/en/clubs/nope', '/clubs/:club_slug', <ClubPage />);
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
    c.unmount();
    mockApi({ '/clubs/kairat': failure(500) });
    renderRoute('/en/clubs/kairat', '/clubs/:club_slug', <ClubPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
