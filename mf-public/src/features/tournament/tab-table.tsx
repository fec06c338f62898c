// The table shell every tabular tab of the tournament page shares: a keyboard-reachable sideways
// scroll box named by the table, a hidden caption, one header row.
import type { ReactNode } from 'react';
import { ScrollTable } from '../../ui/scroll-table';

export function TabTable({
  caption,
  head,
  className,
  children,
}: {
  caption: string;
  head: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={caption}>
      <table className={className ? `lg-table ${className}` : 'lg-table'}>
        <caption className="lg-visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollTable>
  );
}
