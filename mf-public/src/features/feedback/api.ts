import { callEndpoint, endpoints } from '@league/shared';

export interface FeedbackValues {
  name: string;
  phone: string;
  email?: string;
  text: string;
}

/** Sends the form as multipart/form-data (the endpoint's body kind); the phone goes without spaces (spec §5). */
export function sendFeedback(values: FeedbackValues) {
  const body = {
    name: values.name.trim(),
    phone: values.phone.replace(/\s+/g, ''),
    email: values.email?.trim() ?? '',
    text: values.text.trim(),
  };
  return callEndpoint(endpoints.feedback.submit, { body });
}
