import { useEffect } from 'react';
import { type ChatIdentity, chatWidget } from './chat-widget.js';

// docs/product-spec.md §4: a layout boots the chat when it mounts and shuts it down when it is left.
export function useChatWidget(launcher: boolean, identity: ChatIdentity | null) {
  const key = JSON.stringify(identity);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identity is compared by value (key)
  useEffect(() => {
    const chat = chatWidget();
    chat.boot({ launcher, identity });
    return () => chat.shutdown();
  }, [launcher, key]);
}
