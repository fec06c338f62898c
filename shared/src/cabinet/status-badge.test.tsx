import { screen } from '@testing-library/react';
import { ENUM_LABELS } from '../labels';
import { BADGE_STATUSES, StatusBadge, type BadgeKind } from './status-badge';
import { renderKit } from './test-utils';

const kinds = Object.keys(BADGE_STATUSES) as BadgeKind[];

const names = { application: 'applicationStatus', departure: 'departureStatus', match: 'matchStatus' } as const;

test.each(kinds)('every %s status has its own label in each language', (kind) => {
  for (const locale of ['kk', 'ru', 'en'] as const) {
    const labels = ENUM_LABELS[locale][names[kind]] as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...BADGE_STATUSES[kind]].sort());
    expect(new Set(Object.values(labels)).size).toBe(BADGE_STATUSES[kind].length);
  }
});

test('a badge writes its status out in the current language', () => {
  renderKit(
    <>
      <StatusBadge kind="application" status="pending" />
      <StatusBadge kind="departure" status="empty-squad" />
      <StatusBadge kind="match" status="locked" />
    </>,
    { url: '/ru/cabinet' },
  );
  expect(screen.getByText('На рассмотрении')).toBeInTheDocument();
  expect(screen.getByText('Состав не заявлен')).toBeInTheDocument();
  expect(screen.getByText('Заблокирован')).toBeInTheDocument();
});

test('statuses with different meanings look different', () => {
  renderKit(
    <>
      <StatusBadge kind="application" status="submitted" />
      <StatusBadge kind="application" status="rejected" />
      <StatusBadge kind="application" status="pending" />
    </>,
    { url: '/en/cabinet' },
  );
  const classes = ['Listed', 'Rejected', 'Under consideration'].map((label) => screen.getByText(label).className);
  expect(new Set(classes).size).toBe(3);
});
