// A card of the protocol page with a form of its own: its heading, the differences a 409 brought
// back (with the choice to take the saved values), and its save button.
import type { ReactNode } from 'react';
import { ConflictNotice, type Difference, type Section } from '@league/shared/cabinet';

export function ProtocolCard<V>({
  id,
  heading,
  section,
  differences,
  children,
}: {
  id: string;
  heading: string;
  section: Section<V>;
  differences: Difference[];
  children: ReactNode;
}) {
  return (
    <section className="pr-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      {children}
    </section>
  );
}

/** The save button at the end of a card's form. */
export function SaveButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <div className="pr-actions">
      <button type="submit" className="lg-button" disabled={saving}>
        {children}
      </button>
    </div>
  );
}
