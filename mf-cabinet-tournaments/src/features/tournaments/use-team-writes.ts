// Adding teams to a tournament (or taking in one that asked) and removing them: each refreshes the
// tournament's page, its teams and the tournaments list, whose team counts change with them.
import { useEndpointMutation } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

const api = endpoints.tournaments;
const invalidates = [api.cabinetDetail, api.teams, endpoints.cabinetLists.cabinetTournaments];

export const useAddTeams = () => useEndpointMutation(api.addTeams, { invalidates });
export const useRemoveTeams = () => useEndpointMutation(api.removeTeams, { invalidates });
