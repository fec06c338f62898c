import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPage } from './lazy-page';

const Hello = () => <p>hello</p>;

test('a preloaded page renders in the first pass, without its fallback', async () => {
  const load = jest.fn(async () => ({ default: Hello }));
  const Page = lazyPage(load);
  await preloadPage(Page);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText('hello')).toBeInTheDocument();
  expect(screen.queryByText('loading')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a page not preloaded loads on first use, once', async () => {
  const load = jest.fn(async () => ({ default: Hello }));
  const Page = lazyPage(load);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('hello')).toBeInTheDocument();
  await act(() => Page.preload());
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load can be tried again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
  const Page = lazyPage(load);
  await expect(Page.preload()).rejects.toThrow('offline');
  await Page.preload();
  expect(load).toHaveBeenCalledTimes(2);
});

test('preloadPage leaves an ordinary component alone', async () => {
  await expect(preloadPage(Hello)).resolves.toBeUndefined();
});
