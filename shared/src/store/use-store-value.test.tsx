import { act, render, screen } from '@testing-library/react';
import { atom } from 'jotai';
import { store } from './index';
import { useStoreValue } from './use-store-value';

test('a reader renders once when it mounts, and again only when its value changes', async () => {
  const countAtom = atom(1);
  const renders = { count: 0 };
  function Reader() {
    renders.count += 1;
    return <p>value {useStoreValue(countAtom)}</p>;
  }
  render(
    <>
      <Reader />
      <Reader />
    </>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(renders.count).toBe(2);
  act(() => store.set(countAtom, 1));
  expect(renders.count).toBe(2);
  act(() => store.set(countAtom, 2));
  expect(screen.getAllByText('value 2')).toHaveLength(2);
  expect(renders.count).toBe(4);
});
