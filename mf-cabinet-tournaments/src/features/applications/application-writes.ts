// The endpoints the application pages write through (sending people to a tournament, changing
// their applications' status) and the pages each write makes stale.
import { useEndpointMutation } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

/** The pages an application's write makes stale. */
export const INVALIDATES = [
  endpoints.applicationsCabinet.teamApplicationCabinet,
  endpoints.applicationsCabinet.cabinetList,
  endpoints.applicationsCabinet.playerApplication,
  endpoints.applicationsCabinet.staffApplication,
  endpoints.applications.teamApplication,
];

export function useApplicationWrites() {
  const sendPlayers = useEndpointMutation(endpoints.applicationsCabinet.sendPlayers, { invalidates: INVALIDATES });
  const sendStaff = useEndpointMutation(endpoints.applicationsCabinet.sendStaff, { invalidates: INVALIDATES });
  const changePlayers = useEndpointMutation(endpoints.applicationsCabinet.changePlayerApplications, {
    invalidates: INVALIDATES,
  });
  const changeStaff = useEndpointMutation(endpoints.applicationsCabinet.changeStaffApplications, {
    invalidates: INVALIDATES,
  });
  const busy = sendPlayers.isPending || sendStaff.isPending || changePlayers.isPending || changeStaff.isPending;
  return { sendPlayers, sendStaff, changePlayers, changeStaff, busy };
}

export type ApplicationWrites = ReturnType<typeof useApplicationWrites>;
