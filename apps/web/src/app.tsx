import { useEffect, useState } from 'react';

// The frame of the product (routes, sign-in, dashboard) is the web-app issue's work; until then
// this page only proves the server serves the built app and its runtime configuration.
export function App() {
  const [lender, setLender] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/v1/config/')
      .then((response) => response.json() as Promise<{ lender: { name: string } }>)
      .then((config) => setLender(config.lender.name))
      .catch(() => setLender(null));
  }, []);
  return (
    <main>
      <h1>{lender ?? 'Origina'}</h1>
      <p>
        API: <a href="/api/docs">/api/docs</a>
      </p>
    </main>
  );
}
