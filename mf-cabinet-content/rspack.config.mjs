import { createConfig } from '../config/rspack.factory.mjs';

// `npm run dev` sets LEAGUE_SERVE=1 and NODE_ENV=development (see scripts/dev.mjs).
export default createConfig({
  dir: 'mf-cabinet-content',
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  serve: process.env.LEAGUE_SERVE === '1',
});
