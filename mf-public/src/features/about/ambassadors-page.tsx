// /about/ambassadors: the league's ambassadors (trustees).
import { endpoints, useEndpointQuery } from '@league/shared';
import { MembersPage } from './members-page';

export default function AmbassadorsPage() {
  const trustees = useEndpointQuery(endpoints.content.trustees, {});
  return (
    <MembersPage
      section="ambassadors"
      data={trustees}
      renderDetails={(person) => person.description && <p>{person.description}</p>}
    />
  );
}
