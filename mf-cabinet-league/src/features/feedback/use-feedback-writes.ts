// The inbox's writes: read, handled, answered — each from the message's version. A refusal (the
// message changed meanwhile, no e-mail to answer to) says the server's reason, and the list is
// read again so the message shows as it is now.
import { useEndpointMutation, type FeedbackMessage } from '@league/shared';
import { endpoints, useNotify } from '@league/shared/cabinet';

const api = endpoints.leagueCabinet;
const invalidates = [api.feedbackList, api.feedbackCounts];

export function useFeedbackWrites() {
  const notify = useNotify();
  const read = useEndpointMutation(api.feedbackRead, { invalidates });
  const handled = useEndpointMutation(api.feedbackHandled, { invalidates });
  const reply = useEndpointMutation(api.feedbackReply, { invalidates });

  const refused = (error: unknown) => {
    notify.refused(error);
  };

  return {
    busy: read.isPending || handled.isPending || reply.isPending,
    markRead: (message: FeedbackMessage) =>
      read.mutateAsync({ params: { id: message.id }, body: { version: message.version } }).catch(refused),
    setHandled: (message: FeedbackMessage, value: boolean) =>
      handled
        .mutateAsync({ params: { id: message.id }, body: { version: message.version, handled: value } })
        .then(() => notify.success(), refused),
    /** Throws a field error for the form; any other refusal is said and the list read again. */
    answer: async (message: FeedbackMessage, text: string) => {
      await reply.mutateAsync({ params: { id: message.id }, body: { version: message.version, text } });
    },
  };
}
