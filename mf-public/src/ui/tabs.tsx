import { LocaleNavLink } from '@league/shared';

/** Section tabs as links (each tab is its own URL). */
export function Tabs({ label, items }: { label: string; items: { to: string; title: string; end?: boolean }[] }) {
  return (
    <nav className="pub-tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <LocaleNavLink to={item.to} end={item.end ?? true}>
              {item.title}
            </LocaleNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
