import type { CabinetProtocol } from '@league/shared/cabinet';
import { crewBody, crewOf, detailsBody, detailsOf, statisticsBody, statsOf } from './protocol-values';

const p = {
  crew: [{ role: 'main_referee', referee: { id: 1, name: 'One' } }],
  statistics: [{ metric: 'shots', title: 'Shots', host_value: '4', guest_value: null }],
  host_color: 'red',
  guest_color: null,
  spectators: null,
} as unknown as CabinetProtocol;

test('the crew has every role, nobody where none is named, and goes back as the API takes it', () => {
  const crew = crewOf(p);
  expect(crew.main_referee).toBe(1);
  expect(crew.first_assistant).toBeNull();
  expect(crewBody(crew).crew).toContainEqual({ role: 'first_assistant', referee_id: null });
});

test('statistics and details are text in the form, and empty text is none in the body', () => {
  expect(statsOf(p)).toEqual({ shots: { host: '4', guest: '' } });
  expect(statisticsBody(p.statistics, { shots: { host: '4', guest: '' } })).toEqual({
    statistics: [{ metric: 'shots', host_value: '4', guest_value: null }],
  });
  expect(detailsOf(p)).toEqual({ host_color: 'red', guest_color: '', spectators: '' });
  expect(detailsBody({ host_color: '', guest_color: 'red', spectators: ' 950 ' })).toEqual({
    host_color: null,
    guest_color: 'red',
    spectators: 950,
  });
  expect(detailsBody({ host_color: '', guest_color: '', spectators: '' }).spectators).toBeNull();
});
