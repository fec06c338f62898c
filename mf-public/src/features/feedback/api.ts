import { FeedbackResponse, sendJson, toFormData } from '@league/shared';

export interface FeedbackValues {
  name: string;
  phone: string;
  email?: string;
  text: string;
}

/** Sends the form as multipart/form-data; the phone goes without spaces (spec §5). */
export function sendFeedback(values: FeedbackValues) {
  const body = {
    name: values.name.trim(),
    phone: values.phone.replace(/\s+/g, ''),
    email: values.email?.trim() ?? '',
    text: values.text.trim(),
  };
  return sendJson('post', '/feedback', toFormData(body), FeedbackResponse);
}
