// Public places: countries with their cities.
import { GeographyResponse } from '../contracts/clubs';
import { endpoint } from './define';

export const geography = endpoint({
  id: 'stadiums.geography',
  method: 'GET',
  path: '/geography',
  summary: 'Countries with their cities',
  tag: 'stadiums',
  access: 'public',
  response: GeographyResponse,
  cacheable: true,
});
