// One protocol part (crew, statistics, kits and spectators share the protocol's version): its section,
// picked from the protocol at its version, and its version-checked save with its toasts, its field
// errors, and a 409 whose saved values the section shows.
import { useState } from 'react';
import { endpointKey, fieldErrors, queryClient, queryKeyFor, useEndpointMutation, useLocale } from '@league/shared';
import { endpoints, openConflictOf, useNotify, useSection, type CabinetProtocol } from '@league/shared/cabinet';

/** Puts a saved (or a 409's current) protocol into the one cache, so every part sees the new version. */
export function useStoreProtocol(matchId: number) {
  const locale = useLocale();
  return (protocol: CabinetProtocol) =>
    queryClient.setQueryData(
      queryKeyFor(endpointKey(endpoints.matches.cabinetProtocol, { params: { id: matchId } }), locale),
      { success: true, data: protocol },
    );
}

export function useProtocolSave<V>(
  protocol: CabinetProtocol,
  pick: (p: CabinetProtocol) => V,
  success: 'protocolChanged' | 'refereesChanged',
  failure: 'protocolError' | 'refereesError',
) {
  const section = useSection(pick(protocol), protocol.version);
  const matchId = protocol.match.id;
  const notify = useNotify();
  const store = useStoreProtocol(matchId);
  const patch = useEndpointMutation(endpoints.matches.patchProtocol, {
    invalidates: [endpoints.matches.eventsPreview],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (body: Omit<Parameters<typeof patch.mutateAsync>[0]['body'], 'version'>) => {
    setErrors({});
    try {
      const saved = await patch.mutateAsync({ params: { id: matchId }, body: { ...body, version: section.version } });
      section.saved(pick(saved.data), saved.data.version);
      store(saved.data);
      notify.success(success);
    } catch (error) {
      const current = openConflictOf<CabinetProtocol>(error, (p) => p.permissions.edit);
      if (current) {
        section.conflicted(pick(current), current.version);
        store(current);
      } else setErrors(fieldErrors(error));
      notify.error(failure);
    }
  };
  return { section, save, errors, saving: patch.isPending };
}
