// Federation names of the remotes (no imports: the API reads it through the access table).
export const REMOTE_NAMES = [
  'mf_public',
  'mf_cabinet_tournaments',
  'mf_cabinet_matches',
  'mf_cabinet_clubs',
  'mf_cabinet_league',
  'mf_cabinet_content',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
