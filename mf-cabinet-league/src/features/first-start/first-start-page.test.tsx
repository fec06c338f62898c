import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage, setUpPageTests } from '../../test-utils';
import FirstStartPage from './first-start-page';

setUpPageTests();

const item = (key: string, done: boolean, count = 0) => ({ key, done, count });

test('shows each step ticked from the data, linking to the page where it is done', async () => {
  mockApi({
    '/cabinet/first-start': ok({
      items: [
        item('identity', true, 2),
        item('accounts', false),
        item('referees', false),
        item('registry', false),
        item('season', true, 1),
        item('tournament', false),
      ],
      done: false,
    }),
  });
  renderPage('/en/cabinet/start', { '/cabinet/start': <FirstStartPage /> });
  expect(await screen.findByRole('heading', { level: 1, name: 'First steps' })).toBeInTheDocument();
  await screen.findByText("The league's name, logo and colours");
  const steps = screen.getAllByRole('listitem').filter((li) => li.classList.contains('cl-start__item'));
  expect(steps).toHaveLength(6);
  expect(steps[0]).toHaveTextContent("The league's name, logo and colours");
  expect(steps[0]).toHaveTextContent('Done · Count: 2');
  expect(steps[1]).toHaveTextContent('Not done yet');
  expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', '/en/cabinet/settings');
  expect(within(steps[4]!).getByRole('link')).toHaveAttribute('href', '/en/cabinet/seasons');
  expect(within(steps[5]!).getByRole('link')).toHaveAttribute('href', '/en/cabinet/tournaments/create');
  expect(screen.queryByText('Every step is done: the league is ready.')).not.toBeInTheDocument();
});

test('says so when every step is done', async () => {
  mockApi({
    '/cabinet/first-start': ok({
      items: ['identity', 'accounts', 'referees', 'registry', 'season', 'tournament'].map((key) => item(key, true, 1)),
      done: true,
    }),
  });
  renderPage('/ru/cabinet/start', { '/cabinet/start': <FirstStartPage /> });
  expect(await screen.findByText('Все шаги выполнены: лига готова к работе.')).toBeInTheDocument();
});
