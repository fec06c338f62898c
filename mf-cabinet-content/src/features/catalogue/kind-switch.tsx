// A page with two kinds of items (people: employees and trustees; pages: the league's pages and
// contact lines) shows one kind's section at a time, chosen with two pressed-state buttons.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKind } from '@league/shared';
import { CatalogueSection } from './catalogue-section';

export function KindSwitch({ kinds }: { kinds: [CatalogueKind, CatalogueKind] }) {
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
      <CatalogueSection key={kind} kind={kind} heading={t(`catalogue.kinds.${kind}`)} />
    </>
  );
}
