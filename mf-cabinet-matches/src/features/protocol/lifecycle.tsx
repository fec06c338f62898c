// The match's lifecycle buttons (start, finish, lock; super_admin unlocks), each after a
// confirmation; a stale version reloads the protocol and the referee decides again.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@league/shared';
import { conflictOf, endpoints, useConfirm, useNotify, type CabinetProtocol, type ProtocolTransition } from '@league/shared/cabinet';

export function Lifecycle({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const patch = useEndpointMutation(endpoints.matches.patchProtocol, {
    invalidates: [endpoints.matches.cabinetProtocol, endpoints.matches.cabinetEvents, endpoints.matches.cabinetAdditions, endpoints.matches.eventsPreview, endpoints.cabinetLists.cabinetMatches],
  });
  const labels: Record<ProtocolTransition, { button: string; question: string }> = {
    start: { button: t('protocol.start'), question: t('protocol.confirmStart') },
    finish: { button: t('protocol.finish'), question: t('protocol.confirmFinish') },
    lock: { button: t('protocol.lock'), question: t('protocol.confirmLock') },
    unlock: { button: t('protocol.unlock'), question: t('protocol.confirmUnlock') },
  };
  const run = async (transition: ProtocolTransition) => {
    if (!(await confirm({ title: labels[transition].question, message: `${protocol.match.host.title} — ${protocol.match.guest.title}`, confirmLabel: labels[transition].button }))) return;
    try {
      await patch.mutateAsync({ params: { id: protocol.match.id }, body: { version: protocol.version, transition } });
      notify.success('protocolChanged');
    } catch (error) {
      // A stale version: the page reloads the protocol; the referee sees the new state and decides again.
      if (conflictOf(error)) await patch.reset();
      notify.error('protocolError');
    }
  };
  if (protocol.permissions.transitions.length === 0) return dialog;
  return (
    <div className="pr-actions">
      {dialog}
      {protocol.permissions.transitions.map((transition) => (
        <button key={transition} type="button" className="lg-button" disabled={patch.isPending} onClick={() => void run(transition)}>
          {labels[transition].button}
        </button>
      ))}
    </div>
  );
}
