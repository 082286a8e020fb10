import type { User } from '@origina/domain/auth';
import { createContext, useContext } from 'react';

export interface AuthContextValue {
  user: User | null;
  method: 'jwt';
  loading: boolean;
  authenticated: boolean;
  unauthenticated: boolean;
  login: (email: string, password: string, captcha?: string) => Promise<void>;
  register: (input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    captcha?: string;
  }) => Promise<void>;
  logout: () => Promise<void>;
  reloadUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuthContext() {
  const context = useContext(AuthContext);
  // docs/product-spec.md §8 gives this message word for word.
  if (!context) throw new Error('useAuthContext context must be use inside AuthProvider');
  return context;
}
