import { remoteForPath, remotesFor } from './mounts';

test('each cabinet path is served by the remote that owns it', () => {
  expect(remoteForPath('/')).toBe('mf_public');
  expect(remoteForPath('/teams/kairat/squad')).toBe('mf_public');
  expect(remoteForPath('/cabinet/tournaments')).toBe('mf_cabinet_tournaments');
  expect(remoteForPath('/cabinet/tournaments/4/teams/2')).toBe('mf_cabinet_tournaments');
  expect(remoteForPath('/cabinet/tournaments/4/matches')).toBe('mf_cabinet_tournaments');
  expect(remoteForPath('/cabinet/tournaments/4/matches/77')).toBe('mf_cabinet_matches');
  expect(remoteForPath('/cabinet/tournaments/4/matches/77/squad')).toBe('mf_cabinet_matches');
  expect(remoteForPath('/cabinet/tournaments/4/departures/9/squad')).toBe('mf_cabinet_matches');
  expect(remoteForPath('/cabinet/matches')).toBe('mf_cabinet_matches');
  expect(remoteForPath('/cabinet/departures')).toBe('mf_cabinet_matches');
  expect(remoteForPath('/cabinet/clubs/3/teams/5/players/create')).toBe('mf_cabinet_clubs');
  expect(remoteForPath('/cabinet/stadiums')).toBe('mf_cabinet_clubs');
  expect(remoteForPath('/cabinet/settings')).toBe('mf_cabinet_league');
  expect(remoteForPath('/cabinet/feedback')).toBe('mf_cabinet_league');
  expect(remoteForPath('/cabinet/start')).toBe('mf_cabinet_league');
  expect(remoteForPath('/cabinet/content/news/3')).toBe('mf_cabinet_content');
  expect(remoteForPath('/cabinet/content/albums')).toBe('mf_cabinet_content');
  expect(remoteForPath('/cabinet/unknown')).toBeNull();
});

test('a visitor gets only the public remote; each role only its cabinet areas', () => {
  expect(remotesFor(null)).toEqual(['mf_public']);
  // The referee's matches, and the notifications page every role with a cabinet has.
  expect(remotesFor('referee')).toEqual(['mf_public', 'mf_cabinet_tournaments', 'mf_cabinet_matches']);
  expect(remotesFor('referee')).not.toContain('mf_cabinet_clubs');
  expect(remotesFor('media_manager')).not.toContain('mf_cabinet_clubs');
  expect(remotesFor('super_admin')).toHaveLength(6);
  // The league's own remote: its settings and first start for the super_admin, the feedback inbox
  // for the media manager too; nobody else loads it.
  expect(remotesFor('media_manager')).toContain('mf_cabinet_league');
  for (const role of ['command_admin', 'referee', 'provider'] as const)
    expect(remotesFor(role)).not.toContain('mf_cabinet_league');
  expect(remotesFor('media_manager')).toContain('mf_cabinet_content');
  expect(remotesFor('command_admin')).not.toContain('mf_cabinet_content');
  expect(remotesFor('referee')).not.toContain('mf_cabinet_content');
});
