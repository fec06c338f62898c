// Saving the league's identity from the version it was read at: a save refused because someone
// else saved meanwhile takes the new version and says the identity changed.
import { useState } from 'react';
import { useEndpointMutation, type LeagueIdentity } from '@league/shared';
import { conflictOf, endpoints } from '@league/shared/cabinet';
import { identityBody, type IdentityValues } from './identity-values';

export function useIdentitySave(identity: LeagueIdentity) {
  const [version, setVersion] = useState(identity.version);
  const [changed, setChanged] = useState(false);
  const save = useEndpointMutation(endpoints.leagueCabinet.saveIdentity, { invalidates: [endpoints.league.identity] });

  const onSubmit = async (values: IdentityValues) => {
    try {
      const answer = await save.mutateAsync({ body: identityBody(values, version) });
      setVersion(answer.data.version);
      setChanged(false);
    } catch (error) {
      const current = conflictOf<LeagueIdentity>(error);
      if (current) {
        setVersion(current.version);
        setChanged(true);
      }
      throw error;
    }
  };
  return { changed, onSubmit };
}
