import type { SupportMessageRequest } from '@origina/domain/support-messages';
import { apiRequest } from './client.js';

// The signed-in user's token goes with it when there is one; visitors send a captcha pass.
export const sendSupportMessage = (body: SupportMessageRequest) =>
  apiRequest<{ id: string; reference: string; detail: string }>('/help/messages/', { method: 'POST', body });
