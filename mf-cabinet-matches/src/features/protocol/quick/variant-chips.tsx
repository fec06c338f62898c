// The variant chips of a quick event: a goal's kind or a red card's cause, the chosen one pressed.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE } from '@league/shared';
import type { Step } from './pick-step';
import type { QuickKind } from './pitch';

const variantLabel = (kind: QuickKind, variant: string, te: (key: string) => string) =>
  kind === 'red' ? te(`removalCause.${variant}`) : te(`goalMethod.${variant}`);

export function VariantChips({
  step,
  variants,
  onChange,
}: {
  step: Step;
  variants: readonly string[];
  onChange: (step: Step) => void;
}) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  return (
    <div
      className="md-chips"
      role="group"
      aria-label={step.kind === 'red' ? t('protocol.cause') : t('protocol.method')}
    >
      {variants.map((v) => (
        <button
          key={v}
          type="button"
          className={`md-chip${step.variant === v ? ' md-chip--on' : ''}`}
          aria-pressed={step.variant === v}
          onClick={() => onChange({ ...step, variant: v })}
        >
          {variantLabel(step.kind, v, te)}
        </button>
      ))}
    </div>
  );
}
