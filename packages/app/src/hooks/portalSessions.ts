import { useMutation } from "@tanstack/react-query";
import { portalSessionsApi } from "../api/portalSessions";
import { useMe } from "./useAccount";

/** `mutate(customerId)`: a fresh portal link for the customer (nothing cached changes). */
export function useCreatePortalSession() {
  const account = useMe().data?.roundAccountId;
  return useMutation({
    mutationFn: (customerId: string) => portalSessionsApi.create(account, { customerId }),
  });
}
