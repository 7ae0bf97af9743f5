/** Where the session's tokens live: browser local storage, under the spec's keys. */
export const TOKEN_KEY = "auth_token";
export const REFRESH_TOKEN_KEY = "refresh_token";

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(token: string, refreshToken?: string | null): void;
  clear(): void;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export const localTokenStore: TokenStore = {
  getToken: () => safeStorage()?.getItem(TOKEN_KEY) ?? null,
  getRefreshToken: () => safeStorage()?.getItem(REFRESH_TOKEN_KEY) ?? null,
  setTokens(token, refreshToken) {
    const storage = safeStorage();
    storage?.setItem(TOKEN_KEY, token);
    if (refreshToken) storage?.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear() {
    const storage = safeStorage();
    storage?.removeItem(TOKEN_KEY);
    storage?.removeItem(REFRESH_TOKEN_KEY);
  },
};
