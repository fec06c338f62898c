import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, pageOf, renderLoading, renderRoute, resetApi } from '../../test-utils';
import AnalyticsItemPage from './analytics-item-page';
import AnalyticsListPage from './analytics-list-page';

afterEach(resetApi);

const item = {
  id: 1,
  slug: 'goals-2025',
  year: 2025,
  title: 'Голдар',
  lead: 'Талдау',
  image: null,
  published_at: '2025-11-10T05:00:00Z',
};
const detail = {
  ...item,
  body: '<p>Мәтін</p>',
  file: { url: '/uploads/a.pdf', size: 2.5 * 1024 * 1024, mime: 'application/pdf', is_pdf: true },
};

describe('/sports-analytics', () => {
  test('loading, then reports', async () => {
    mockApi({ '/sport-analytics-years': ok([2025]), '/sport-analytics': pageOf([item]) });
    renderRoute('/sports-analytics', '/sports-analytics', <AnalyticsListPage />);
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Голдар' })).toHaveAttribute('href', '/sports-analytics/goals-2025');
  });

  test('empty', async () => {
    mockApi({ '/sport-analytics-years': ok([]), '/sport-analytics': pageOf([], 0) });
    renderRoute('/en/sports-analytics', '/sports-analytics', <AnalyticsListPage />);
    expect(await screen.findByText('No reports for this year')).toBeInTheDocument();
  });

  test('error with retry', async () => {
    mockApi({
      '/sport-analytics-years': ok([]),
      '/sport-analytics': failsTwiceThen(500, pageOf([item])),
    });
    renderRoute('/sports-analytics', '/sports-analytics', <AnalyticsListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
    expect(await screen.findByRole('link', { name: 'Голдар' })).toBeInTheDocument();
  });
});

describe('/sports-analytics/:slug', () => {
  test('loading', () => {
    renderLoading(
      ['/sport-analytics/goals-2025'],
      '/sports-analytics/goals-2025',
      '/sports-analytics/:slug',
      <AnalyticsItemPage />,
    );
  });

  test('a PDF report opens in a new tab and shows its size in MB', async () => {
    mockApi({ '/sport-analytics/goals-2025': ok(detail) });
    renderRoute('/en/sports-analytics/goals-2025', '/sports-analytics/:slug', <AnalyticsItemPage />);
    const open = await screen.findByRole('link', { name: /Open PDF/ });
    expect(open).toHaveAttribute('href', '/uploads/a.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByText('2.5 MB')).toBeInTheDocument();
  });

  test('another file type downloads', async () => {
    mockApi({
      '/sport-analytics/goals-2025': ok({
        ...detail,
        file: { url: '/uploads/a.xlsx', size: 5000, mime: 'application/vnd.ms-excel', is_pdf: false },
      }),
    });
    renderRoute('/ru/sports-analytics/goals-2025', '/sports-analytics/:slug', <AnalyticsItemPage />);
    expect(await screen.findByRole('link', { name: 'Скачать' })).toHaveAttribute('download');
    expect(screen.getByText('5 КБ')).toBeInTheDocument();
  });

  test('unknown slug → 404', async () => {
    mockApi({});
    renderRoute('/sports-analytics/nope', '/sports-analytics/:slug', <AnalyticsItemPage />);
    expect(await screen.findByText('Бірдеңе дұрыс болмаған сияқты! Сіз сұраған бет жоқ.')).toBeInTheDocument();
  });
});
