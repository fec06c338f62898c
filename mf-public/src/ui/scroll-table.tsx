// The box around a table that may be wider than the screen: it scrolls sideways inside itself,
// is reachable by keyboard (a named region with tabindex 0: arrows scroll it), shows where more
// columns hide (a shade on that edge) and says so in a line under it. The server and the first
// browser render are the same markup: until the scripts measure the box, the line shows on a
// narrow screen only (scroll-table.css), so the guess rarely moves anything.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-table.css';

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Which edges of a scroll box have content beyond them (1 px of rounding is not content). */
export function overflowOf(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Overflow {
  const left = Math.abs(box.scrollLeft);
  return { start: left > 1, end: box.scrollWidth - box.clientWidth - left > 1 };
}

export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setOverflow((current) => {
        const next = overflowOf(box);
        return current && next.start === current.start && next.end === current.end ? current : next;
      });
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const classes = ['pub-scroll'];
  if (overflow) {
    classes.push(overflow.start || overflow.end ? 'pub-scroll--wide' : 'pub-scroll--fits');
    if (overflow.start) classes.push('pub-scroll--start');
    if (overflow.end) classes.push('pub-scroll--end');
  }
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')}>
      <div className="pub-scroll__frame">
        {/* A scrolling region must take focus, or a keyboard cannot scroll it (WCAG 2.1.1). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={ref} className="lg-table-wrap pub-scroll__box" role="region" aria-label={label} tabIndex={0}>
          {children}
        </div>
      </div>
      <p className="pub-scroll__hint" aria-hidden="true">
        {t('ui.scrollHint')}
      </p>
    </div>
  );
}
