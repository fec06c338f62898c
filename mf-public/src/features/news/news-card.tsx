import { truncate, type NewsListItem } from '@league/shared';
import { ContentTile } from '../../ui/content';
import { paths } from '../../paths';

/** One news item in a grid: picture, date, title (the link) and a short lead. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsListItem; headingLevel?: 2 | 3 }) {
  return (
    <ContentTile
      image={item.image}
      picture={item.picture}
      date={item.published_at}
      title={item.title}
      to={paths.newsItem(item.slug)}
      headingLevel={headingLevel}
    >
      {item.lead && <p>{truncate(item.lead, 160)}</p>}
    </ContentTile>
  );
}
