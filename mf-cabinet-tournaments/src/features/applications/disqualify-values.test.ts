import { disqualifyBody } from './disqualify-values';

describe('disqualifyBody', () => {
  it('sends the trimmed reason and the number of matches', () => {
    expect(disqualifyBody({ reason: '  Violent conduct ', length: 'matches', disqualification_matches: 2 })).toEqual({
      status: 'disqualified',
      reason: 'Violent conduct',
      disqualification_matches: 2,
    });
  });

  it('sends null matches for until further notice, whatever number was typed before', () => {
    expect(
      disqualifyBody({ reason: 'Forged documents', length: 'indefinite', disqualification_matches: 4 }),
    ).toMatchObject({ disqualification_matches: null });
  });

  it('leaves a missing number missing (the server names the field)', () => {
    expect(disqualifyBody({ reason: 'x', length: 'matches' })).toMatchObject({ disqualification_matches: undefined });
  });
});
