import { fireEvent, screen } from '@testing-library/react';
import {
  failsTwiceThen,
  failure,
  mockApi,
  ok,
  renderLoading,
  renderRoute,
  resetApi,
  uploadedPicture,
} from '../../test-utils';
import AboutPage from './about-page';
import AmbassadorsPage from './ambassadors-page';
import EmployeesPage from './employees-page';

afterEach(resetApi);

const about = {
  page: {
    slug: 'about',
    title: 'О лиге',
    body: '<p>Лига объединяет академии</p>',
    blocks: null,
    updated_at: '2026-01-01T00:00:00Z',
  },
  numbers: { clubs: 12, teams: 40, players: 900, tournaments: 6, matches: 300 },
};
const contacts = [
  { id: 1, kind: 'phone', value: '+7 727 300 00 00', url: null },
  { id: 2, kind: 'instagram', value: '@league', url: 'https://instagram.com/league' },
];

describe('/about', () => {
  test('loading', () => {
    renderLoading(['/about', '/contacts'], '/about', '/about', <AboutPage />);
  });

  test('the page, figures, tabs and contacts', async () => {
    mockApi({ '/about': ok(about), '/contacts': ok(contacts) });
    renderRoute('/ru/about', '/about', <AboutPage />);
    expect(await screen.findByText('Лига объединяет академии')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'О лиге' })).toBeInTheDocument();
    expect(screen.getByText('900')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Амбассадоры' })).toHaveAttribute('href', '/ru/about/ambassadors');
    expect(screen.getByRole('link', { name: '+7 727 300 00 00' })).toHaveAttribute('href', 'tel:+77273000000');
    expect(screen.getByRole('link', { name: '@league' })).toHaveAttribute('target', '_blank');
  });

  test('error with retry', async () => {
    mockApi({ '/about': failsTwiceThen(500, ok(about)), '/contacts': ok([]) });
    renderRoute('/about', '/about', <AboutPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
    expect(await screen.findByText('Лига объединяет академии')).toBeInTheDocument();
  });
});

describe('/about/ambassadors and /about/employees', () => {
  test('ambassadors: loading, list, empty, error', async () => {
    const first = renderLoading(['/about/trustees'], '/about/ambassadors', '/about/ambassadors', <AmbassadorsPage />);
    first.unmount();

    mockApi({
      '/about/trustees': ok([
        { id: 1, slug: 'n', full_name: 'Nurlan Kassymov', description: 'Former captain', photo: '/uploads/n.svg' },
      ]),
    });
    const second = renderRoute('/en/about/ambassadors', '/about/ambassadors', <AmbassadorsPage />);
    expect(await screen.findByRole('heading', { name: 'Nurlan Kassymov' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Nurlan Kassymov' })).toHaveAttribute('loading', 'lazy');
    second.unmount();

    mockApi({ '/about/trustees': ok([]) });
    const third = renderRoute('/en/about/ambassadors', '/about/ambassadors', <AmbassadorsPage />);
    expect(await screen.findByText('No ambassadors listed yet')).toBeInTheDocument();
    third.unmount();

    mockApi({ '/about/trustees': failure(500) });
    renderRoute('/en/about/ambassadors', '/about/ambassadors', <AmbassadorsPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  test('an employee photo uploaded from the cabinet offers its small copies at the size shown', async () => {
    const picture = uploadedPicture('e', 960);
    mockApi({
      '/about/employees': ok([
        { id: 2, full_name: 'Асқар', position: null, photo: picture.src, picture, email: null, phone: null },
      ]),
    });
    const { container } = renderRoute('/en/about/employees', '/about/employees', <EmployeesPage />);
    const img = await screen.findByRole('img');
    expect(img).toHaveAttribute('srcset', picture.srcset);
    expect(img).toHaveAttribute('sizes', '96px');
    expect(container.querySelector('picture source[type="image/webp"]')).toHaveAttribute('srcset', picture.srcset_webp);
  });

  test('employees with e-mail and phone links; empty; error', async () => {
    mockApi({
      '/about/employees': ok([
        {
          id: 1,
          full_name: 'Мадина',
          position: 'Пресс-секретарь',
          photo: null,
          email: 'press@league.test',
          phone: '+7 727 300 00 10',
        },
      ]),
    });
    const first = renderRoute('/ru/about/employees', '/about/employees', <EmployeesPage />);
    expect(await screen.findByRole('link', { name: 'E-mail: press@league.test' })).toHaveAttribute(
      'href',
      'mailto:press@league.test',
    );
    expect(screen.getByRole('link', { name: 'Телефон: +7 727 300 00 10' })).toHaveAttribute('href', 'tel:+77273000010');
    first.unmount();

    mockApi({ '/about/employees': ok([]) });
    const second = renderRoute('/about/employees', '/about/employees', <EmployeesPage />);
    expect(await screen.findByText('Қызметкерлер тізімі әзірге бос')).toBeInTheDocument();
    second.unmount();

    const third = renderLoading(['/about/employees'], '/about/employees', '/about/employees', <EmployeesPage />);
    third.unmount();

    mockApi({ '/about/employees': failure(500) });
    renderRoute('/about/employees', '/about/employees', <EmployeesPage />);
    expect(await screen.findByRole('button', { name: 'Қайталау' })).toBeInTheDocument();
  });
});
