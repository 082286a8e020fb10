/**
 * The address's query as it is now. React Router's setter starts from the query of the render that
 * made it, and a second change can come before the screen has caught up with the first (two quick
 * choices, a busy phone): built from that, it would write the first one away.
 */
export const addressParams = () => new URLSearchParams(window.location.search);
