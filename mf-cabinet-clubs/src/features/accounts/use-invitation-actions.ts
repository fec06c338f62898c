// The writes of the invitations page: invite, re-send (a new link) and revoke after a
// confirmation, and the link to hand over when no e-mail went out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, useEndpointMutation } from '@league/shared';
import { useConfirm, useNotify, endpoints, type Invitation, type InvitationSent } from '@league/shared/cabinet';
import type { InviteValues } from './invite-form';
import { roleScopeBody } from './scope-values';

const api = endpoints.accounts;

export function useInvitationActions() {
  const { t } = useTranslation('cab-clubs');
  const invite = useEndpointMutation(api.invite, { invalidates: [api.invitations] });
  const resend = useEndpointMutation(api.resend, { invalidates: [api.invitations] });
  const revoke = useEndpointMutation(api.revoke, { invalidates: [api.invitations] });
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [handOver, setHandOver] = useState<string | null>(null);

  const sent = (answer: InvitationSent) => {
    setHandOver(answer.link);
    if (answer.emailed) showToast(t('accounts.sent'), 'success');
  };
  const send = async (values: InviteValues) =>
    sent(
      (
        await invite.mutateAsync({
          body: {
            email: values.email ?? '',
            name: values.name ?? '',
            language: values.language ?? 'kk',
            ...roleScopeBody(values),
          },
        })
      ).data,
    );
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      notify.refused(error);
    }
  };
  const resendOne = (invitation: Invitation) =>
    act(async () => sent((await resend.mutateAsync({ params: { id: invitation.id } })).data));
  const askRevoke = async (invitation: Invitation) => {
    if (
      await confirm({
        title: t('accounts.revokeTitle'),
        message: invitation.email,
        confirmLabel: t('accounts.revoke'),
        danger: true,
      })
    )
      await act(async () => {
        await revoke.mutateAsync({ params: { id: invitation.id } });
        notify.success();
      });
  };

  return { handOver, send, resendOne, askRevoke, dialog };
}
