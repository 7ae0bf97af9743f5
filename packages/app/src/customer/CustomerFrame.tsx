/** What every customer's page shares: the branded frame, its loading and failure states, the invalid link. */
import { BrandedPage, type BrandedPageProps, PageState } from "@round/ui";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { isLinkInvalid } from "./api";
import * as styles from "./customer.css";
import type { ResourceState } from "./useResource";

const RenewLinkForm = lazy(() => import("./portal/renewForm"));

/**
 * What a made-up, expired or deleted link shows: `LINK_INVALID` of @round/forms/schemas, the server's 404 text
 * (a test keeps them equal). Written here because importing it would load the schemas module, and valibot
 * with it, into the first chunk of every customer's page.
 */
export const LINK_INVALID = "This link is invalid or has expired";

export interface Brand {
  name: string;
  logoUrl: string | null;
  brandColor: string | null;
}

/** The page in the business's colours, its title in the browser's tab. */
export function CustomerFrame({
  brand,
  title,
  children,
  ...frame
}: { brand?: Brand | null; title: string; children: ReactNode } & Pick<
  BrandedPageProps,
  "headerAction" | "width" | "loading"
>) {
  useEffect(() => {
    document.title = brand ? `${title} · ${brand.name}` : title;
  }, [title, brand]);
  return (
    <BrandedPage
      name={brand?.name}
      logoUrl={brand?.logoUrl}
      brandColor={brand?.brandColor}
      loadingLabel="Loading the business"
      {...frame}
    >
      {children}
    </BrandedPage>
  );
}

/** While a page's code or data arrives. */
export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return (
    <CustomerFrame title="Loading" loading width="narrow">
      <PageState status="loading" label={label} skeletonLines={4} />
    </CustomerFrame>
  );
}

/** A page whose data could not be loaded (not a 404): what went wrong and Retry. */
export function PageFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <CustomerFrame title={title} width="narrow">
      <PageState
        status="error"
        headingLevel={1}
        title={title}
        message={error instanceof Error ? error.message : undefined}
        onRetry={onRetry}
      />
    </CustomerFrame>
  );
}

/**
 * A page's data before it is ready: loading, the link refused (its own page, with a renew form when `renew`
 * is given) or any other failure with Retry; null once the data is there, for the page to show it.
 */
export function pendingPage(
  state: ResourceState<unknown>,
  texts: { loading: string; failure: string },
  reload: () => void,
  renew?: (email: string) => Promise<string>,
): ReactNode | null {
  if (state.status === "loading") return <PageLoading label={texts.loading} />;
  if (state.status !== "error") return null;
  if (isLinkInvalid(state.error)) return <LinkInvalid renew={renew} />;
  return <PageFailure title={texts.failure} error={state.error} onRetry={reload} />;
}

/**
 * A made-up, expired or deleted link (the server's 404). A portal link can be renewed: its form asks for the
 * customer's email and shows the server's answer, the same whatever the address.
 */
export function LinkInvalid({ renew }: { renew?: (email: string) => Promise<string> }) {
  return (
    <CustomerFrame title={LINK_INVALID} width="narrow">
      <div className={styles.page}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{LINK_INVALID}</h1>
          <p className={styles.subtitle}>
            {renew
              ? "Links to your billing page work for one hour. Enter your email address: if it belongs to this account, we will send you a fresh link."
              : "Ask whoever sent you this link for a new one."}
          </p>
        </div>
        {renew ? (
          <Suspense fallback={<PageState status="loading" label="Loading..." skeletonLines={0} />}>
            <RenewLinkForm onSubmit={({ email }) => renew(email)} />
          </Suspense>
        ) : null}
      </div>
    </CustomerFrame>
  );
}
