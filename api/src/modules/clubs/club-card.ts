// What every answer about a club shows of it, the public pages and the cabinet alike: the logo
// as an address, the number of teams as a number.
import { fileUrl } from '../../lib/file-url';
import type { ClubRow } from './clubs.repository';

/** A club's card: its names, logo, description and founding year. */
export const clubCard = (row: Pick<ClubRow, 'id' | 'slug' | 'title' | 'logo' | 'description' | 'founded_year'>) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  logo: fileUrl(row.logo),
  description: row.description,
  founded_year: row.founded_year,
});

/** A club of a list: its row, with the logo's address and the number of its teams. */
export const clubListItem = <R extends { logo: string | null; teams_count: number | string }>(row: R) => ({
  ...row,
  logo: fileUrl(row.logo),
  teams_count: Number(row.teams_count),
});
