import { squadBody, squadCount, squadValuesOf } from './squad-values';

test('the form starts with who was sent last time, and sends the ticked people', () => {
  const values = squadValuesOf({
    players: [
      { id: 1, selected: true },
      { id: 2, selected: false },
    ],
    staff: [{ id: 5, selected: true }],
  } as never);
  expect(values).toEqual({ player_ids: [1], staff_ids: [5] });
  expect(squadBody({ player_ids: [1] })).toEqual({ player_ids: [1], staff_ids: [] });
});

test('the counter says how many are ticked and whether that is the stated count', () => {
  expect(squadCount({ player_ids: [1], staff_ids: [5] }, 2)).toEqual({ chosen: 2, off: false });
  expect(squadCount({ player_ids: [1] }, 2)).toEqual({ chosen: 1, off: true });
  expect(squadCount({}, null)).toEqual({ chosen: 0, off: false });
});
