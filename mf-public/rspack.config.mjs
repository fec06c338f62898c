import { createConfig } from '../config/rspack.factory.mjs';

export default (_env, argv = {}) =>
  createConfig({ dir: 'mf-public', mode: argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production'), serve: !!process.env.WEBPACK_SERVE || argv.serve === true });
