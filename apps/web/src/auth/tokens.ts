export const accessTokenKey = 'accessToken';
export const refreshTokenKey = 'refreshToken';

interface Claims {
  sub?: string;
  exp?: number;
  iat?: number;
  fam?: string;
}

export function readClaims(token: string | null): Claims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

// docs/product-spec.md §5: a token is valid only if present and its expiry claim lies in the future.
export function isValidToken(token: string | null, now = Date.now()): token is string {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}

// When to renew: shortly before expiry, a fifth of the lifetime ahead but 1 s to 60 s.
export function refreshDelay(token: string, now = Date.now()) {
  const claims = readClaims(token);
  if (!claims?.exp) return 0;
  const expiresAt = claims.exp * 1000;
  const lifetime = claims.iat ? expiresAt - claims.iat * 1000 : 300_000;
  const lead = Math.min(60_000, Math.max(1000, lifetime * 0.2));
  return Math.max(0, expiresAt - lead - now);
}
