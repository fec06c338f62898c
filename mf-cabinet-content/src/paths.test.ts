import { testCabinetRemotePaths } from '@league/shared/testing';
import routes from './routes';
import { paths, patterns } from './paths';

testCabinetRemotePaths('mf_cabinet_content', paths, patterns, routes.routes);
