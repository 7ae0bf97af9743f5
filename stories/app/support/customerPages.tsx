/** What the stories of the customer's pages (Portal, Pay, Checkout) share: the page as its entry renders it. */
import { StrictMode } from "react";
import { CustomerApp } from "../../../packages/app/src/customer/CustomerApp";

/** A customer's page as the browser gets it for `path`, under StrictMode as in its entry (customer.html). */
export function CustomerPageStory({ path, navigate }: { path: string; navigate?: (url: string) => void }) {
  return (
    <StrictMode>
      <CustomerApp path={path} navigate={navigate} />
    </StrictMode>
  );
}

/**
 * A loader that fetches a page's code, and what it loads on demand, before the story starts: a cold dev server
 * on a busy machine can take longer to serve them than a story waits for what it looks for.
 */
export const loadingFirst =
  (...modules: (() => Promise<unknown>)[]) =>
  async () => {
    await Promise.all(modules.map((load) => load()));
    return {};
  };
