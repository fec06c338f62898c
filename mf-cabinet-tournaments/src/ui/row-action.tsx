// A button acting on one item of a list (a match, a team, a season …): it shows the action, and
// its accessible name adds the item ("Edit: Altai 2012 — Arlan 2012"), so each is told apart.
import type { ButtonHTMLAttributes } from 'react';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'>;

/** `label` on the button, "`label`: `item`" as its name; a ghost button unless `className` says otherwise. */
export function RowAction({
  label,
  item,
  className = 'lg-button lg-button--ghost',
  ...button
}: ButtonProps & { label: string; item: string }) {
  return (
    <button type="button" className={className} aria-label={`${label}: ${item}`} {...button}>
      {label}
    </button>
  );
}
