// The four public pages the web benchmarks measure, with ids taken from the demo data:
// the home page, a tournament (ru), a finished match (kk) and a team (en).
async function json(base, url) {
  const res = await fetch(`${base}/api/v1${url}`);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

export async function benchPages(base) {
  const main = await json(base, '/handbook/main-tournament');
  const matches = await json(base, `/matches?tournament_id=${main.data.id}&status=finished&per_page=1`);
  const teams = await json(base, `/teams?tournament_id=${main.data.id}`);
  const teamList = Array.isArray(teams.data) ? teams.data : (teams.data.teams ?? teams.data.items ?? []);
  return ['/', `/ru/tournaments/${main.data.id}`, `/matches/${matches.data[0].id}`, `/en/teams/${teamList[0].slug}`];
}
