// One concept, one declaration: the match event and the tournament's fields are declared once and
// composed into every answer that carries them (ADR 0150, 0151).
import { is } from 'superstruct';
import {
  CabinetEvent,
  CabinetTournamentSummary,
  ProtocolEvent,
  TournamentDetail,
  TournamentFields,
  TournamentFormValues,
  TournamentListItem,
  matchEventOf,
} from './index';
import { hostGoalAt } from './test-events';

const keys = (struct: { schema: unknown }) => Object.keys(struct.schema as object).sort();

describe('composed contracts', () => {
  it('the public and the cabinet match event are the one event, each with its own person', () => {
    const eventKeys = keys(matchEventOf(CabinetEvent));
    // Both name their row: the cabinet by its number, the public one as '<kind>-<id>' (ADR 0179).
    expect(keys(ProtocolEvent)).toEqual([...eventKeys, 'id'].sort());
    expect(keys(CabinetEvent)).toEqual([...eventKeys, 'id'].sort());
    const goal = hostGoalAt(17);
    expect(is({ ...goal, id: 'goal-5', player: { id: 1, slug: 'a', name: 'A', photo: null } }, ProtocolEvent)).toBe(
      true,
    );
    expect(is({ ...goal, id: 5, player: { id: 1, name: 'A', number: 9, position: null } }, CabinetEvent)).toBe(true);
    // The cabinet's event names its row by number.
    expect(is({ ...goal, player: { id: 1, name: 'A', number: 9, position: null } }, CabinetEvent)).toBe(false);
  });

  it('every tournament answer carries the tournament fields declared once', () => {
    const fields = keys(TournamentFields);
    for (const struct of [TournamentListItem, TournamentDetail, CabinetTournamentSummary, TournamentFormValues]) {
      expect(keys(struct)).toEqual(expect.arrayContaining(fields));
    }
  });
});
