import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  jti: string;
  fam: string;
  typ: TokenType;
  exp: number;
}

const issuer = 'origina';
const audience = 'origina';

export class TokenError extends Error {}

export function createTokenSigner(secret: string) {
  // Imported once: handed raw bytes, jose would import the key again for every token.
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  async function sign(claims: Omit<TokenClaims, 'jti'> & { jti?: string }) {
    return new SignJWT({ typ: claims.typ, fam: claims.fam })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti ?? randomUUID())
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(claims.exp)
      .sign(await keyReady);
  }

  // Only HS256 is accepted (never "none"), and the type claim must match: an access token is
  // never a refresh token and the other way round.
  async function verify(token: string, expected: TokenType): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await keyReady, { algorithms: ['HS256'], issuer, audience });
      const { sub, jti, fam, typ, exp } = payload as Partial<TokenClaims>;
      if (typ !== expected || !sub || !jti || !fam || typeof exp !== 'number') {
        throw new TokenError('wrong token type or missing claims');
      }
      return { sub, jti, fam, typ, exp };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JOSEError || error instanceof TypeError)
        throw new TokenError(error.message);
      throw error;
    }
  }

  return { sign, verify };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
