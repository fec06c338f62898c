import { LocaleLink, truncate, type NewsListItem } from '@league/shared';
import { ContentDate, ContentImage } from '../../ui/content';
import { paths } from '../../paths';

/** One news item in a grid: picture, date, title (the link) and a short lead. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsListItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="lg-card pub-tile">
      <ContentImage
        src={item.image}
        picture={item.picture}
        sizes="(max-width: 640px) calc(100vw - 32px), (max-width: 1024px) 50vw, 360px"
        alt=""
        width={640}
        height={360}
      />
      <div className="pub-tile__body">
        <ContentDate value={item.published_at} />
        <Heading>
          <LocaleLink to={paths.newsItem(item.slug)}>{item.title}</LocaleLink>
        </Heading>
        {item.lead && <p>{truncate(item.lead, 160)}</p>}
      </div>
    </li>
  );
}
