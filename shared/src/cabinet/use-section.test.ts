import { act, renderHook } from '@testing-library/react';
import { useSection } from './use-section';

type V = { spectators: string };

test('a newer record replaces an untouched part', () => {
  const { result, rerender } = renderHook(
    ({ value, version }: { value: V; version: number }) => useSection(value, version),
    { initialProps: { value: { spectators: '10' }, version: 1 } },
  );
  rerender({ value: { spectators: '20' }, version: 2 });
  expect(result.current.value).toEqual({ spectators: '20' });
  expect(result.current.version).toBe(2);
});

test('a part being edited keeps the input; it moves to a newer version only when that part did not change', () => {
  const { result, rerender } = renderHook(
    ({ value, version }: { value: V; version: number }) => useSection(value, version),
    { initialProps: { value: { spectators: '10' }, version: 1 } },
  );
  act(() => result.current.setValue(() => ({ spectators: '15' })));
  // Another part of the record was saved: same values here, new version.
  rerender({ value: { spectators: '10' }, version: 2 });
  expect(result.current.value).toEqual({ spectators: '15' });
  expect(result.current.version).toBe(2);
  // This part changed elsewhere: the input stays and the version too, so the save gets the 409.
  rerender({ value: { spectators: '99' }, version: 3 });
  expect(result.current.value).toEqual({ spectators: '15' });
  expect(result.current.version).toBe(2);
});

test('a 409 keeps the input, shows the saved values and takes the new version; "take" drops the input', () => {
  const { result } = renderHook(() => useSection<V>({ spectators: '10' }, 1));
  act(() => result.current.setValue(() => ({ spectators: '950' })));
  act(() => result.current.conflicted({ spectators: '1200' }, 2));
  expect(result.current.value).toEqual({ spectators: '950' });
  expect(result.current.conflict).toEqual({ spectators: '1200' });
  expect(result.current.version).toBe(2);
  expect(result.current.dirty).toBe(true);
  act(() => result.current.take());
  expect(result.current.value).toEqual({ spectators: '1200' });
  expect(result.current.conflict).toBeNull();
});

test('an own save makes the saved values the base', () => {
  const { result } = renderHook(() => useSection<V>({ spectators: '10' }, 1));
  act(() => result.current.setValue(() => ({ spectators: '11' })));
  act(() => result.current.saved({ spectators: '11' }, 2));
  expect(result.current).toMatchObject({
    value: { spectators: '11' },
    base: { spectators: '11' },
    version: 2,
    dirty: false,
    conflict: null,
  });
});
