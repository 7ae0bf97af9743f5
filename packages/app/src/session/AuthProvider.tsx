import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { ApiError, extractErrorMessage, coreMessages as messages } from "../api/apiError";
import { api } from "../api/client";
import * as sessionApi from "../api/session";
import type { LoginResult, User } from "../api/types";
import { type AuthState, authReducer, initialAuthState } from "./authReducer";
import { cachedLoader, USER_CACHE_MS } from "./cachedLoader";
import { clearSessionCaches } from "./sessionCaches";

export interface AuthContextValue extends AuthState {
  /** Signs in with email and password; throws an Error with the text to show when it fails. */
  login(email: string, password: string): Promise<User>;
  /** Starts a session from a login-shaped answer (confirmation, invitation acceptance). */
  startSession(result: LoginResult, fallbackError?: string): Promise<User>;
  /** Ends the session: tells the server when a token exists, and clears the local session whatever it says. */
  logout(): Promise<void>;
  /** Loads the current user again (after onboarding saves, profile edits). */
  refreshUser(): Promise<User | null>;
  /**
   * The current user through the session's cache: kept 30 seconds, concurrent calls share one request.
   * The screens' data hook (useMe) reads it, so a screen opened right after the session check asks nothing.
   */
  fetchUser(): Promise<User>;
  /** The cached user while it is fresh, without asking anything. */
  peekUser(): User | undefined;
  /** Forgets the cached user after a write that changed it: the next fetchUser() asks the server. */
  forgetUser(): void;
  clearError(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /** Loads the current user; the real `GET /identities/me` by default. */
  loadUser?: () => Promise<User>;
  /** How long a loaded user is kept (the spec's 30 s by default). */
  userCacheMs?: number;
}

export function AuthProvider({
  children,
  loadUser = sessionApi.fetchMe,
  userCacheMs = USER_CACHE_MS,
}: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const currentUser = useMemo(() => cachedLoader(loadUser, userCacheMs), [loadUser, userCacheMs]);
  const started = useRef(false);

  // First load: a stored token means a session to restore.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = api.tokens.getToken();
    if (!token) {
      dispatch({ type: "setLoading", isLoading: false });
      return;
    }
    currentUser()
      .then((user) => dispatch({ type: "loginSuccess", user, token: api.tokens.getToken() ?? token }))
      .catch((error: unknown) => {
        console.error("Failed to restore the session:", error instanceof Error ? error.message : error);
        api.tokens.clear();
        dispatch({ type: "logout" });
      });
  }, [currentUser]);

  const startSession = useCallback(
    async (result: LoginResult, fallbackError: string = messages.loginFailed) => {
      if (!result.succeeded || !result.token) {
        const error = extractErrorMessage(result, fallbackError);
        dispatch({ type: "loginFailure", error });
        throw new Error(error);
      }
      api.tokens.setTokens(result.token, result.refreshToken ?? null);
      currentUser.clear();
      try {
        const user = await currentUser();
        dispatch({ type: "loginSuccess", user, token: result.token });
        return user;
      } catch {
        api.tokens.clear();
        dispatch({ type: "loginFailure", error: messages.loginUserFailed });
        throw new Error(messages.loginUserFailed);
      }
    },
    [currentUser],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      dispatch({ type: "loginStart" });
      let result: LoginResult;
      try {
        result = await sessionApi.login(email, password);
      } catch (error) {
        const text = error instanceof ApiError ? error.message : messages.loginFailed;
        dispatch({ type: "loginFailure", error: text });
        throw new Error(text);
      }
      return startSession(result);
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    if (api.tokens.getToken()) {
      try {
        await sessionApi.logout();
      } catch {
        // The local session ends whatever the server says.
      }
    }
    api.tokens.clear();
    currentUser.clear();
    clearSessionCaches();
    dispatch({ type: "logout" });
  }, [currentUser]);

  const refreshUser = useCallback(async () => {
    currentUser.clear();
    try {
      const user = await currentUser();
      dispatch({ type: "setUser", user });
      return user;
    } catch (error) {
      dispatch({ type: "setError", error: error instanceof Error ? error.message : messages.loadUserFailed });
      return null;
    }
  }, [currentUser]);

  const clearError = useCallback(() => dispatch({ type: "setError", error: null }), []);
  const forgetUser = useCallback(() => currentUser.clear(), [currentUser]);
  const peekUser = useCallback(() => currentUser.peek(), [currentUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      startSession,
      logout,
      refreshUser,
      fetchUser: currentUser,
      peekUser,
      forgetUser,
      clearError,
    }),
    [state, login, startSession, logout, refreshUser, currentUser, peekUser, forgetUser, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
