import '@fontsource-variable/public-sans/wght.css';

// The login page arrives drawn (scripts/prerender.js). Browsers run ready module scripts before
// their first frame, so the app's code is loaded only after one: the page shows at once, then
// comes alive. Elsewhere this costs a single frame.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
await nextTask();
// React DOM, the largest library, is evaluated in a task of its own, so no single task keeps a
// slow phone from answering a tap for long.
await import('react-dom/client');
await nextTask();
await import('./start.js');
