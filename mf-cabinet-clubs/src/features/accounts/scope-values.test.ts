import { roleScopeBody, roleScopeOf, scopeText } from './scope-values';

describe('role and scope values', () => {
  it('keeps the scope the role has and drops the other', () => {
    expect(roleScopeBody({ role: 'command_admin', club_id: 3, referee_id: 9 })).toEqual({
      role: 'command_admin',
      club_id: 3,
      referee_id: null,
    });
    expect(roleScopeBody({ role: 'referee', club_id: 3, referee_id: 9 })).toEqual({
      role: 'referee',
      club_id: null,
      referee_id: 9,
    });
    expect(roleScopeBody({ role: 'provider', club_id: 3 })).toEqual({
      role: 'provider',
      club_id: null,
      referee_id: null,
    });
  });

  it('reads an account back and names its scope', () => {
    const account = { role: 'referee' as const, scope: { club: null, referee: { id: 9, name: 'Sarsenov Yerlan' } } };
    expect(roleScopeOf(account)).toEqual({ role: 'referee', club_id: undefined, referee_id: 9 });
    expect(scopeText(account, 'Whole league')).toBe('Sarsenov Yerlan');
    expect(scopeText({ scope: { club: null, referee: null } }, 'Whole league')).toBe('Whole league');
  });
});
