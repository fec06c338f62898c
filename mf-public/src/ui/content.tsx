// Building blocks shared by the content features (news, media, videos, press, analytics,
// documents, about, partner, advertising, search, feedback, legal pages): staff HTML (sanitised
// by the API when it was saved, ADR 0262) with its videos loaded on a tap, lazy
// responsive pictures with fixed sizes, dates, and a detail view with a 404.
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  LocaleLink,
  truncate,
  useLocale,
  type ApiData,
  type Contact,
  type DateFormat,
  type NewsListItem,
  type Picture,
} from '@league/shared';
import { DetailState } from './detail-state';
import './content.css';

/**
 * A third-party player that loads when the visitor asks for it: a play button (over a picture,
 * when there is one) in its place until then. A player's page costs a phone hundreds of
 * kilobytes and its scripts. The player is cross-origin: allow-same-origin keeps its own origin
 * (youtube-nocookie.com…), never ours.
 */
export function PlayerOnRequest({
  src,
  title,
  playLabel,
  picture,
  className,
}: {
  src: string;
  title: string;
  playLabel: string;
  picture?: ReactNode;
  className: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (!playing) {
    return (
      <button type="button" className={className} onClick={() => setPlaying(true)} aria-label={playLabel}>
        {picture}
        <span className="pub-video__play" aria-hidden="true" />
      </button>
    );
  }
  return (
    <div className={className}>
      <iframe
        src={src}
        title={title}
        width={640}
        height={360}
        referrerPolicy="strict-origin-when-cross-origin"
        // oxlint-disable-next-line react/iframe-missing-sandbox
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}

const EMBED = /<div class="lg-embed" (data-embed-src="[^"]*" data-embed-title(?:="[^"]*")?)><\/div>/g;
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Opens a video placeholder of staff HTML in place: the player's frame, made by the page itself. */
function playEmbed(event: MouseEvent<HTMLDivElement>): void {
  const button = (event.target as Element).closest<HTMLElement>('button.lg-embed[data-embed-src]');
  const src = button?.dataset.embedSrc;
  if (!button || !src) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.dataset.embedTitle || button.getAttribute('aria-label') || '';
  frame.width = '640';
  frame.height = '360';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
  frame.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.allowFullscreen = true;
  frame.className = 'lg-embed lg-embed--playing';
  button.replaceWith(frame);
}

/**
 * Staff-written HTML as the API answers it: sanitised with the product's one allow-list when it
 * was saved. An embedded video arrives as a placeholder and becomes a play button here; its
 * player loads only when tapped (no third-party request before).
 */
export function HtmlContent({ html, className }: { html: string | null | undefined; className?: string }) {
  const { t } = useTranslation('public');
  const label = t('content.playVideo');
  const shown = useMemo(
    () =>
      html
        ? html.replace(
            EMBED,
            (_all, rest: string) =>
              `<button type="button" class="lg-embed" aria-label="${attr(label)}" ${rest}></button>`,
          )
        : '',
    [html, label],
  );
  if (!shown) return null;
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`pub-prose${className ? ` ${className}` : ''}`}
      onClick={playEmbed}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}

/** A date in the page's language (spec §9 formats) in a <time> element. */
export function ContentDate({ value, format = 'long' }: { value: string | null | undefined; format?: DateFormat }) {
  const locale = useLocale();
  if (!value) return null;
  return <time dateTime={value}>{formatDate(value, format, locale)}</time>;
}

/**
 * A picture with fixed width/height (no layout shift), lazy below the fold (`eager` above it) and
 * a plain fallback block. With `picture` (an upload's responsive copies) the browser picks the
 * WebP or JPEG width that fits `sizes`; the box keeps the given shape.
 */
export function ContentImage({
  src,
  picture,
  sizes = '(max-width: 640px) 100vw, 640px',
  alt,
  width,
  height,
  className,
  eager,
}: {
  src: string | null | undefined;
  picture?: Picture | null;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const classes = `pub-image${className ? ` ${className}` : ''}`;
  if (!src && !picture)
    return (
      <span
        className={`${classes} pub-image--empty`}
        style={{ aspectRatio: `${width} / ${height}` }}
        aria-hidden="true"
      />
    );
  const img = (
    <img
      className={classes}
      src={picture?.src ?? src ?? ''}
      {...(picture ? { srcSet: picture.srcset, sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!picture) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={picture.srcset_webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** One item of a grid of tiles: its picture, date and title (the link to its page), then `children`. */
export function ContentTile({
  image,
  picture,
  date,
  title,
  to,
  headingLevel = 2,
  children,
}: {
  image: string | null | undefined;
  picture?: Picture | null;
  date: string | null | undefined;
  title: string;
  to: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="lg-card pub-tile">
      <ContentImage
        src={image}
        picture={picture}
        sizes="(max-width: 640px) calc(100vw - 32px), (max-width: 1024px) 50vw, 360px"
        alt=""
        width={640}
        height={360}
      />
      <div className="pub-tile__body">
        <ContentDate value={date} />
        <Heading>
          <LocaleLink to={to}>{title}</LocaleLink>
        </Heading>
        {children}
      </div>
    </li>
  );
}

/** An article (news, a sport analytics report) in a grid: its tile with the lead cut short. */
export function ArticleCard({
  item,
  to,
  headingLevel,
}: {
  item: Pick<NewsListItem, 'image' | 'picture' | 'published_at' | 'title' | 'lead'>;
  to: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ContentTile
      image={item.image}
      picture={item.picture}
      date={item.published_at}
      title={item.title}
      to={to}
      headingLevel={headingLevel}
    >
      {item.lead && <p>{truncate(item.lead, 160)}</p>}
    </ContentTile>
  );
}

/** `children` as a link to another site in a new tab when there is an address, as they are when not. */
export function OutboundLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    children
  );
}

/** Loading, 404 and error states of a single item; the children get the data. */
/**
 * A news item's or report's article: its date, cover (the page's width), lead and sanitised body,
 * then what the page adds after the body (tags, a file).
 */
export function Article({
  item,
  children,
}: {
  item: {
    published_at: string | null;
    image: string | null;
    picture?: Picture | null;
    lead: string | null;
    body: string | null;
  };
  children?: ReactNode;
}) {
  return (
    <article className="pub-article">
      <p className="pub-meta">
        <ContentDate value={item.published_at} />
      </p>
      {item.image && (
        <ContentImage
          className="pub-article__cover"
          src={item.image}
          picture={item.picture}
          sizes="(max-width: 960px) 100vw, 960px"
          alt=""
          width={960}
          height={540}
          eager
        />
      )}
      {item.lead && <p className="pub-article__lead">{item.lead}</p>}
      <HtmlContent html={item.body} />
      {children}
    </article>
  );
}

export { DetailSkeleton, DetailState, isMissing, ProfileSkeleton } from './detail-state';

export function DetailView<T>({
  data,
  children,
  loading,
}: {
  data: ApiData<T>;
  children: (value: T) => ReactNode;
  loading?: ReactNode;
}) {
  if (data.status !== 'success') return <DetailState data={data} loading={loading} />;
  return <>{children(data.data)}</>;
}

/** A contact as a link when it can be one (phone, e-mail, a URL). */
export function ContactLine({ contact }: { contact: Contact }) {
  const href =
    contact.url ??
    (contact.kind === 'phone'
      ? `tel:${contact.value.replace(/[^\d+]/g, '')}`
      : contact.kind === 'email'
        ? `mailto:${contact.value}`
        : null);
  if (!href) return <>{contact.value}</>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {contact.value}
    </a>
  );
}
