import { QueryClient } from "@tanstack/react-query";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/** The signed-in area's data cache (loaded with the app shell, not with the sign-in pages). */
export const queryClient = createQueryClient();
