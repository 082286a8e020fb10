import { type SupportMessageRequest, supportMessageResponseSchema } from '@origina/domain/support-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// The signed-in user's token goes with it when there is one; visitors send a captcha pass.
const sendSupportMessage = (body: SupportMessageRequest) =>
  apiRequest('/help/messages/', { method: 'POST', body, schema: supportMessageResponseSchema });

/** A message to support; nothing on screen lists them, so nothing is refreshed. */
export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
