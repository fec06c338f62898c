import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppProviders, initI18n } from '@league/shared';
import { AreaBoundary, isChunkLoadError, reloadOnceForChunk } from './area-boundary';

beforeAll(() => initI18n('en'));

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    length: 0,
  };
}

test('a chunk-load failure reloads the page once, not in a loop', () => {
  const storage = memoryStorage();
  const location = { pathname: '/teams', search: '', reload: jest.fn() } as unknown as Location;
  expect(reloadOnceForChunk(storage, location)).toBe(true);
  expect(reloadOnceForChunk(storage, location)).toBe(false);
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test('chunk-load errors are told apart from other errors', () => {
  expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
});

test('an error inside an area shows a retry that renders the area again', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('boom');
    return <p>area content</p>;
  }
  function Harness() {
    const [, setN] = useState(0);
    return (
      <AreaBoundary area="mf_test" message="Area failed" onRetry={() => setN((n) => n + 1)}>
        <Flaky />
      </AreaBoundary>
    );
  }
  render(
    <AppProviders>
      <p>outside</p>
      <Harness />
    </AppProviders>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Area failed');
  expect(screen.getByText('outside')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('area content')).toBeInTheDocument();
});
