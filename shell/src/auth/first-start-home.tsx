// Where the super_admin lands at /cabinet: the first-start checklist until the league has done
// every step (it ticks itself from the data), then the role's home as for everyone. A failed
// look goes home too: the checklist is a guide, never a wall.
import { Navigate } from 'react-router-dom';
import { ROLE_HOME, Skeleton, cabinetPath, useEndpointQuery, useLocalePath } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

export function FirstStartHome() {
  const lp = useLocalePath();
  const answer = useEndpointQuery(endpoints.leagueCabinet.firstStart, {}, { staleTime: 0 });
  if (answer.status === 'loading') return <Skeleton />;
  const unfinished = answer.status === 'success' && !answer.data.data.done;
  return <Navigate to={lp(unfinished ? cabinetPath('firstStart') : ROLE_HOME.super_admin)} replace />;
}
