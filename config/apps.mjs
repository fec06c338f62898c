// The browser apps: their federation names, dev ports and the path each is served under
// by `npm start`. One list so the rspack factory, the start script, remotes.json and the tests
// agree.
export const REMOTES = [
  { name: 'mf_public', dir: 'mf-public', devPort: 3101, area: 'public' },
  { name: 'mf_cabinet_tournaments', dir: 'mf-cabinet-tournaments', devPort: 3102, area: 'cabinet-tournaments' },
  { name: 'mf_cabinet_matches', dir: 'mf-cabinet-matches', devPort: 3103, area: 'cabinet-matches' },
  { name: 'mf_cabinet_clubs', dir: 'mf-cabinet-clubs', devPort: 3104, area: 'cabinet-clubs' },
  { name: 'mf_cabinet_league', dir: 'mf-cabinet-league', devPort: 3105, area: 'cabinet-league' },
  { name: 'mf_cabinet_content', dir: 'mf-cabinet-content', devPort: 3106, area: 'cabinet-content' },
];
export const SHELL = { name: 'shell', dir: 'shell', devPort: 3000 };
export const API_DEV_PORT = 4000;
/** Path a remote's dist/ is served under by the one-port server. */
export const remoteBasePath = (dir) => `/remotes/${dir}/`;
/** The shell's wake script in its dist/js/ (ADR 0135; built by config/rspack.wake.mjs). */
export const WAKE_FILE = /^wake\.[0-9a-f]{8}\.js$/;
