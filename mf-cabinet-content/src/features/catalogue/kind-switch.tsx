// A page with two kinds of items (people: employees and trustees; pages: the league's pages and
// contact lines) shows one at a time, chosen with two pressed-state buttons.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKind } from '@league/shared';

export function KindSwitch({
  kinds,
  children,
}: {
  kinds: [CatalogueKind, CatalogueKind];
  children: (kind: CatalogueKind) => ReactNode;
}) {
  const { t } = useTranslation('cab-content');
  const [kind, setKind] = useState<CatalogueKind>(kinds[0]);
  return (
    <>
      <div className="ct-switch" role="group">
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            className="lg-button lg-button--ghost"
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {t(`catalogue.kinds.${k}`)}
          </button>
        ))}
      </div>
      {children(kind)}
    </>
  );
}
