// The table shell every tabular tab of the tournament page shares: scrolling wrapper, hidden caption, one header row.
import type { ReactNode } from 'react';

export function TabTable({ caption, head, className, children }: { caption: string; head: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className="lg-table-wrap">
      <table className={className ? `lg-table ${className}` : 'lg-table'}>
        <caption className="lg-visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
