import type { User } from '@origina/domain/auth';
import { currentPublicConfig } from '../api/config.js';

// docs/product-spec.md §7: how the chat identifies a promoter.
export interface ChatIdentity {
  name: string;
  user_id: string;
  email: string;
  channel: 'WEBAPP';
  promoter: string;
  phone: string | null;
  user_hash: string | null;
}

interface ChatBootOptions {
  launcher: boolean;
  identity: ChatIdentity | null;
}

// The help chat, whoever provides it: the built-in help panel or Intercom.
export interface ChatProvider {
  boot(options: ChatBootOptions): void;
  show(): void;
  shutdown(): void;
}

export function chatIdentity(user: User, userIdPrefix: string): ChatIdentity | null {
  const promoter = user.promoter;
  if (!promoter) return null;
  return {
    name: `${promoter.name} ${promoter.last_name}`,
    user_id: `${userIdPrefix}${promoter.erp_id}`,
    email: user.email,
    channel: 'WEBAPP',
    promoter: promoter.erp_id,
    phone: promoter.mobile_number,
    user_hash: promoter.intercom_hash,
  };
}

// The built-in panel's state, read by the help host with useSyncExternalStore.
export interface BuiltinChatState {
  booted: boolean;
  launcher: boolean;
  open: boolean;
  identity: ChatIdentity | null;
}

let state: BuiltinChatState = { booted: false, launcher: false, open: false, identity: null };
const listeners = new Set<() => void>();
const setState = (next: Partial<BuiltinChatState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const builtinChatState = () => state;
export const subscribeBuiltinChat = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const closeBuiltinChat = () => setState({ open: false });

const builtinChat: ChatProvider = {
  boot: ({ launcher, identity }) => setState({ booted: true, launcher, identity }),
  show: () => setState({ open: true }),
  shutdown: () => setState({ booted: false, launcher: false, open: false, identity: null }),
};

// Intercom's code is fetched only when an app id is configured; calls made before it arrives are
// queued in order.
function intercomChat(appId: string): ChatProvider {
  const messenger = import('./intercom-messenger.js').then(({ intercomMessenger }) =>
    intercomMessenger(appId),
  );
  const call = (action: (provider: ChatProvider) => void) => void messenger.then(action);
  return {
    boot: (options) => call((provider) => provider.boot(options)),
    show: () => call((provider) => provider.show()),
    shutdown: () => call((provider) => provider.shutdown()),
  };
}

let provider: ChatProvider | null = null;
export function chatWidget(): ChatProvider {
  if (provider) return provider;
  const chat = currentPublicConfig()?.chat;
  provider = chat?.provider === 'intercom' && chat.app_id ? intercomChat(chat.app_id) : builtinChat;
  return provider;
}
