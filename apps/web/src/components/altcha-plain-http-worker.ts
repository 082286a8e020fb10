import { solvePlainHttp } from './altcha-plain-http.js';

// One worker of plain-http-captcha.tsx: solves its share of the counters (altcha-plain-http.ts);
// the page terminates it once any worker has found the key.
self.onmessage = async (message: MessageEvent) => {
  try {
    self.postMessage(await solvePlainHttp(message.data));
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
