import { type SupportMessageRequest, supportMessageResponseSchema } from '@origina/domain/support-messages';
import { apiRequest } from './client.js';

// The signed-in user's token goes with it when there is one; visitors send a captcha pass. A plain
// request, not a query-library mutation: the help panel opens on the sign-in screens too, which
// carry no query client, and nothing on screen lists these messages to refresh.
export const sendSupportMessage = (body: SupportMessageRequest) =>
  apiRequest('/help/messages/', { method: 'POST', body, schema: supportMessageResponseSchema });
