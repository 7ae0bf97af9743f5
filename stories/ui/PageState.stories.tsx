import { Link, PageState } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const onRetry = fn().mockName("retry");

const backToCatalog = (
  <Link href="/catalog" as={FakeRouterLink}>
    Back to Catalog
  </Link>
);

/**
 * What a page shows in place of its content: while the content loads (`status="loading"`: a spinner with
 * `label`, such as 'Loading plans', over a few skeleton lines), when it could not be loaded
 * (`status="error"`: `title`, `message` and a Retry button calling `onRetry`, busy while `retrying`), or
 * when the thing asked for does not exist (`status="notFound"`: `title`, `message` and an `action`, such
 * as a 'Back to Catalog' link). Every text is a prop with an English default: 'Loading', 'Something went
 * wrong', 'Page not found', 'Retry'. The title is an h2 unless `headingLevel` says otherwise.
 *
 * **Accessibility:** no interactive WAI-ARIA pattern; it uses two live-region roles. Loading is a
 * `role="status"` message (announced politely; the skeleton is hidden from screen readers). An error is a
 * `role="alert"` (announced at once) holding its heading, message and Retry button. Not found is plain
 * content with a heading, announced by nothing: the page changed because someone navigated to it.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to Retry, then to the action |
 * | Enter / Space | Activates Retry (a button) or follows the action's link |
 */
const meta = {
  title: "Feedback/PageState",
  component: PageState,
  beforeEach: () => {
    onRetry.mockClear();
    navigate.mockClear();
  },
  args: { status: "loading", label: "Loading plans" },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "notFound"] } },
} satisfies Meta<typeof PageState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading plans");
    await expect(canvas.getByText("Loading plans")).toBeVisible();
    const skeleton = canvasElement.querySelector("[data-skeleton]");
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    await expect(skeleton!.children).toHaveLength(3);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Only the spinner and its label, for a part of a page too small for skeleton lines. */
export const LoadingWithoutSkeleton: Story = {
  args: { skeletonLines: 0, label: "Loading invoices" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading invoices");
    await expect(canvasElement.querySelector("[data-skeleton]")).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    status: "error",
    title: "Could not load plans",
    message: "Check your connection, then try again.",
    onRetry,
    retryLabel: "Retry",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(
      within(alert).getByRole("heading", { level: 2, name: "Could not load plans" }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent("Check your connection, then try again.");
    await userEvent.tab();
    const retry = within(alert).getByRole("button", { name: "Retry" });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retry was pressed and the new attempt is running: the button is busy and takes no second click. */
export const Retrying: Story = {
  args: { ...LoadError.args, retrying: true },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole("button", { name: "Retry" });
    await expect(retry).toHaveAttribute("aria-busy", "true");
    await userEvent.click(retry);
    await expect(onRetry).not.toHaveBeenCalled();
  },
};

/** An error with a way out as well as Retry. */
export const ErrorWithAction: Story = {
  args: { ...LoadError.args, action: backToCatalog },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await userEvent.tab();
    await expect(within(alert).getByRole("button", { name: "Retry" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(alert).getByRole("link", { name: "Back to Catalog" })).toHaveFocus();
  },
};

export const NotFound: Story = {
  args: {
    status: "notFound",
    title: "Plan not found",
    message: "The plan you're looking for doesn't exist.",
    action: backToCatalog,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Plan not found" })).toBeVisible();
    await expect(canvas.getByText("The plan you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Back to Catalog" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/catalog");
  },
};

/** With nothing but the status: the English defaults. */
export const Defaults: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      <PageState status="loading" skeletonLines={0} />
      <PageState status="error" onRetry={onRetry} />
      <PageState status="notFound" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
    await expect(canvas.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Page not found" })).toBeVisible();
  },
};

/** Texts with no place to break wrap inside a narrow column. */
export const LongText: Story = {
  args: {
    status: "error",
    title: `Could not load ${UNBROKEN}`,
    message: `The request for ${UNBROKEN} timed out.`,
    onRetry,
    retryLabel: UNBROKEN,
  },
  decorators: [inColumn({ maxWidth: 300 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: UNBROKEN })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

/** A loading label with no place to break, too. */
export const LongLoadingLabel: Story = {
  args: { label: UNBROKEN },
  decorators: [inColumn({ maxWidth: 300 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(UNBROKEN);
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  ...LoadError,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...NotFound,
  globals: { viewport: { value: "mobile" } },
};
