import { bootStandalone } from '@league/shared';
import routes from './routes';

bootStandalone(routes);
