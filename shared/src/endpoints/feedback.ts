// The feedback form of the public site.
import { FeedbackRequest, FeedbackResponse } from '../contracts/feedback';
import { endpoint } from './define';

export const submit = endpoint({
  id: 'feedback.submit',
  method: 'POST',
  path: '/feedback',
  summary: 'Send a message to the league (multipart/form-data or JSON; rate-limited per address); answers 201',
  tag: 'feedback',
  access: 'public',
  body: FeedbackRequest,
  bodyKind: 'multipart',
  response: FeedbackResponse,
});
