import type { User } from "../api/types";

/** The session as the spec's section 4 describes it. */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  token: string | null;
  isLoading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  token: null,
  isLoading: true,
  error: null,
};

export type AuthAction =
  | { type: "loginStart" }
  | { type: "loginSuccess"; user: User; token: string }
  | { type: "loginFailure"; error: string }
  | { type: "logout" }
  | { type: "setUser"; user: User | null }
  | { type: "setLoading"; isLoading: boolean }
  | { type: "setError"; error: string | null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "loginStart":
      return { ...state, isLoading: true, error: null };
    case "loginSuccess":
      return { isAuthenticated: true, user: action.user, token: action.token, isLoading: false, error: null };
    case "loginFailure":
      return { isAuthenticated: false, user: null, token: null, isLoading: false, error: action.error };
    case "logout":
      return { isAuthenticated: false, user: null, token: null, isLoading: false, error: null };
    case "setUser":
      return { ...state, user: action.user };
    case "setLoading":
      return { ...state, isLoading: action.isLoading };
    case "setError":
      return { ...state, error: action.error };
  }
}
