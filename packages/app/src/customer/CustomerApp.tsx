/**
 * The customer's pages (PLATFORM.md, "The customer's pages"), outside the staff app: the billing portal
 * (`/portal/{token}`), an invoice's pay page (`/pay/{token}`) and a checkout link (`/checkout/{token}`). The
 * page is picked from the path; its code loads on demand while its data is already being fetched.
 */
import type { CheckoutPage as CheckoutData, PayPage as PayData, PortalOverview } from "@round/forms/schemas";
import { lazy, Suspense, useState } from "react";
import { checkoutApi, payApi, portalApi } from "./api";
import { LinkInvalid, PageLoading } from "./CustomerFrame";
import { loadCardForm, loadCheckoutForm } from "./preload";

export type CustomerPageKind = "portal" | "pay" | "checkout";
export interface CustomerRoute {
  page: CustomerPageKind;
  token: string;
}

/** The page and its token from a path: '/pay/tok_1' → { page: 'pay', token: 'tok_1' }; null for any other. */
export function routeOf(path: string): CustomerRoute | null {
  const match = /^\/(portal|pay|checkout)\/([^/?#]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return { page: match[1] as CustomerPageKind, token: decodeURIComponent(match[2] as string) };
  } catch {
    return null;
  }
}

const PortalPage = lazy(() => import("./portal/PortalPage"));
const PayPage = lazy(() => import("./pay/PayPage"));
const CheckoutPage = lazy(() => import("./checkout/CheckoutPage"));

/** The page's data, asked for at once, before its code has arrived. */
function firstLoad(route: CustomerRoute): Promise<unknown> {
  const load =
    route.page === "portal"
      ? portalApi(route.token).overview()
      : route.page === "pay"
        ? payApi(route.token).page()
        : checkoutApi(route.token).page();
  // The page attaches its own handlers; this keeps a failure that arrives first from being reported unhandled.
  load.catch(() => {});
  // The form the page shows next, in parallel (a failure shows when the page renders it).
  if (route.page === "checkout") loadCheckoutForm().catch(() => {});
  if (route.page === "pay") loadCardForm().catch(() => {});
  return load;
}

export interface CustomerAppProps {
  /** The page's path, `location.pathname`. */
  path: string;
  /** Leaves the page for another address (a checkout's success URL). */
  navigate?: (url: string) => void;
}

const leave = (url: string) => window.location.assign(url);

export function CustomerApp({ path, navigate = leave }: CustomerAppProps) {
  const [route] = useState(() => routeOf(path));
  const [initial] = useState(() => (route ? firstLoad(route) : null));
  if (!route) return <LinkInvalid />;
  return (
    <Suspense fallback={<PageLoading />}>
      {route.page === "portal" ? (
        <PortalPage token={route.token} initial={initial as Promise<PortalOverview> | null} />
      ) : route.page === "pay" ? (
        <PayPage token={route.token} initial={initial as Promise<PayData> | null} />
      ) : (
        <CheckoutPage
          token={route.token}
          initial={initial as Promise<CheckoutData> | null}
          navigate={navigate}
        />
      )}
    </Suspense>
  );
}
