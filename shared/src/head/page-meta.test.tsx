import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { initI18n } from '../i18n/instance';
import { store } from '../store';
import { AppProviders } from '../ui/providers';
import { NotFound } from '../ui/states';
import { mergePageMeta, pageMetaAtom, PageMetaSink, usePageMeta, type PageMeta } from './index';

beforeAll(() => initI18n('en'));

function Frame({ children }: { children: ReactNode }) {
  usePageMeta({ title: 'Matches' });
  return <main>{children}</main>;
}

const page = (
  <AppProviders>
    <MemoryRouter initialEntries={['/en/matches/999']}>
      <Frame>
        <NotFound />
      </Frame>
    </MemoryRouter>
  </AppProviders>
);

test('the not-found page names itself, whatever the frame around it declares', () => {
  render(page);
  expect(store.get(pageMetaAtom)).toMatchObject({ title: 'Page not found', notFound: true, path: '/en/matches/999' });
});

test('on the server too, where the frame declares first', () => {
  let meta: PageMeta & { path?: string } = {};
  renderToString(<PageMetaSink.Provider value={(m) => (meta = mergePageMeta(meta, m))}>{page}</PageMetaSink.Provider>);
  expect(meta).toMatchObject({ title: 'Page not found', notFound: true });
});

test('a not-found declaration gives way on another path', () => {
  const gone: PageMeta & { path?: string } = { title: 'Page not found', notFound: true, path: '/a' };
  expect(mergePageMeta(gone, { title: 'A', path: '/a' })).toBe(gone);
  expect(mergePageMeta(gone, { title: 'B', path: '/b' })).toEqual({ title: 'B', path: '/b' });
  expect(mergePageMeta({ title: 'A', path: '/a' }, { title: 'A2', path: '/a' })).toEqual({ title: 'A2', path: '/a' });
});
