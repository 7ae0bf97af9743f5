import { Button, type ToastOptions, ToastProvider, useToast } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";

// Screenshots are taken after the play function: toasts in those stories stay until dismissed.
const STAY = Number.POSITIVE_INFINITY;

const samples: Record<ToastOptions["kind"], ToastOptions> = {
  success: {
    kind: "success",
    title: "Plan created",
    description: "Pro Monthly is now available at checkout.",
  },
  error: { kind: "error", title: "Payment failed", description: "The card ending 4242 was declined." },
  warning: { kind: "warning", title: "Card expires soon", description: "Update it before 31 Jan 2027." },
  info: { kind: "info", title: "Export started", description: "We will email you when it is ready." },
};

/** Buttons that raise toasts, as a screen would after a save or a failure. */
function ToastButtons({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {toasts.map((options, index) => (
        <Button key={index} variant="secondary" onClick={() => toast(options)}>
          {`Show ${options.kind}`}
        </Button>
      ))}
    </div>
  );
}

const region = () => within(screen.getByRole("region", { name: "Notifications" }));

/** The provider's live region of this politeness: present before any toast, it receives each toast's text. */
const liveRegion = (politeness: "polite" | "assertive") =>
  document.querySelector(`[data-toast-announcer] [aria-live="${politeness}"]`) as HTMLElement;

/**
 * Short messages that confirm an action or report a problem without interrupting work: 'Plan created',
 * 'Payment failed'. They stack in the bottom right corner (full width at the bottom on phones), newest
 * last, and close by themselves after 5 seconds unless the pointer or keyboard focus is on them.
 *
 * Put one `ToastProvider` near the root of the app, then call `useToast()` anywhere below it:
 * `const { toast, dismiss } = useToast(); const id = toast({ kind: "success", title: "Saved" });`.
 * Every story here is already wrapped in a provider.
 *
 * **Accessibility:** follows no interactive WAI-ARIA pattern; it uses **live regions**
 * ([ARIA live regions](https://developer.mozilla.org/en-US/docs/Web/Accessibility/ARIA/ARIA_Live_Regions),
 * as the APG's [Alert](https://www.w3.org/WAI/ARIA/apg/patterns/alert/) pattern does). The provider keeps
 * two visually hidden live regions on the page from its first render, one `aria-live="assertive"` and one
 * `aria-live="polite"`, and adds each toast's text to one of them ('Error: Payment failed. The card…'):
 * screen readers announce text added to a region that already exists, and often miss a region that
 * arrives with its text. Errors and warnings go to the assertive region (announced at once); successes
 * and information to the polite one (announced when the screen reader is idle). The toasts on screen are
 * not live regions, so nothing is announced twice; they sit in a region landmark named 'Notifications'.
 * The words before each announcement ('Error', 'Success'…) are the `kindLabels` prop. The timer pauses
 * while the toast is hovered or holds focus (WCAG 2.2.1), and each has a Dismiss button. Never put the
 * only way to do something in a toast: it goes away.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Reaches each toast's Dismiss button (pausing its timer) |
 * | Enter / Space on Dismiss | Closes that toast |
 */
const meta = {
  title: "Overlays/Toast",
  component: ToastProvider,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => <ToastButtons toasts={[{ ...samples.success, durationMs: STAY }]} />,
  play: async ({ canvasElement }) => {
    const polite = liveRegion("polite");
    await expect(polite).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show success" }));
    await expect(await region().findByText("Plan created")).toBeVisible();
    // The same live region, now holding the text: it was there before the toast.
    await expect(liveRegion("polite")).toBe(polite);
    await expect(polite).toHaveTextContent(
      "Success: Plan created. Pro Monthly is now available at checkout.",
    );
    await expect(liveRegion("assertive")).toBeEmptyDOMElement();
  },
};

export const ErrorToast: Story = {
  name: "Error",
  render: () => <ToastButtons toasts={[{ ...samples.error, durationMs: STAY }]} />,
  play: async ({ canvasElement }) => {
    const assertive = liveRegion("assertive");
    await expect(assertive).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show error" }));
    await expect(await region().findByText("Payment failed")).toBeVisible();
    await expect(liveRegion("assertive")).toBe(assertive);
    await expect(assertive).toHaveTextContent("Error: Payment failed. The card ending 4242 was declined.");
    await expect(liveRegion("polite")).toBeEmptyDOMElement();
  },
};

export const Warning: Story = {
  render: () => <ToastButtons toasts={[{ ...samples.warning, durationMs: STAY }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show warning" }));
    await expect(await region().findByText("Card expires soon")).toBeVisible();
    await expect(liveRegion("assertive")).toHaveTextContent("Warning: Card expires soon.");
  },
};

export const Info: Story = {
  render: () => <ToastButtons toasts={[{ ...samples.info, durationMs: STAY }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show info" }));
    await expect(await region().findByText("Export started")).toBeVisible();
    await expect(liveRegion("polite")).toHaveTextContent("Information: Export started.");
  },
};

const allKinds = [samples.success, samples.error, samples.warning, samples.info].map((options) => ({
  ...options,
  durationMs: STAY,
}));

export const Stacked: Story = {
  render: () => <ToastButtons toasts={allKinds} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of ["success", "error", "warning", "info"]) {
      await userEvent.click(canvas.getByRole("button", { name: `Show ${kind}` }));
    }
    const titles = ["Plan created", "Payment failed", "Card expires soon", "Export started"];
    await waitFor(() => expect(region().getAllByRole("listitem")).toHaveLength(4));
    const items = region().getAllByRole("listitem");
    // Oldest first, newest last (nearest the corner).
    await expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(titles);
    const top = items[0]!.getBoundingClientRect().top;
    const bottom = items[3]!.getBoundingClientRect().top;
    await expect(bottom).toBeGreaterThan(top);
  },
};

export const Dismiss: Story = {
  render: () => <ToastButtons toasts={allKinds.slice(0, 2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show success" }));
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    await waitFor(() => expect(region().getAllByRole("button", { name: "Dismiss" })).toHaveLength(2));
    await userEvent.click(region().getAllByRole("button", { name: "Dismiss" })[0]!);
    await waitFor(() => expect(region().queryByText("Plan created")).not.toBeInTheDocument());
    await expect(region().getByText("Payment failed")).toBeVisible();
    // Focus moves to the remaining toast's Dismiss button instead of falling to the page.
    await expect(region().getByRole("button", { name: "Dismiss" })).toHaveFocus();
  },
};

export const ClosesByItself: Story = {
  render: () => <ToastButtons toasts={[{ ...samples.success, durationMs: 800 }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show success" }));
    const title = await region().findByText("Plan created");
    await waitFor(() => expect(title).toBeVisible());
    await waitFor(() => expect(region().queryByText("Plan created")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const PausesOnHover: Story = {
  render: () => <ToastButtons toasts={[{ ...samples.info, durationMs: 600 }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show info" }));
    const title = await region().findByText("Export started");
    await userEvent.hover(title);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Still there after longer than its duration, because the pointer is on it.
    await expect(region().getByText("Export started")).toBeVisible();
    await userEvent.unhover(title);
    await waitFor(() => expect(region().queryByText("Export started")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const PausesOnFocus: Story = {
  render: () => <ToastButtons toasts={[{ ...samples.warning, durationMs: 600 }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show warning" }));
    const dismiss = await region().findByRole("button", { name: "Dismiss" });
    dismiss.focus();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(region().getByText("Card expires soon")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(region().queryByText("Card expires soon")).not.toBeInTheDocument());
    // Focus goes back to where it was before it entered the toast.
    await expect(within(canvasElement).getByRole("button", { name: "Show warning" })).toHaveFocus();
  },
};

export const LongText: Story = {
  render: () => (
    <ToastButtons
      toasts={[
        {
          kind: "error",
          title: "Could not send invoice INV-2026-000000000000000000000000000000000001",
          description:
            "The customer's billing email bounced: billing-department-accounts-payable@averyveryverylongcompanydomainname.example.com. Check the address and try again.",
          durationMs: STAY,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show error" }));
    const toast = (await region().findByText(/^Could not send invoice/)).closest("li") as HTMLElement;
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth + 1);
    const text = toast.querySelector("p")!.parentElement as HTMLElement;
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

export const CustomLabels: Story = {
  render: () => (
    <ToastProvider dismissLabel="Fermer" regionLabel="Notifications du compte">
      <ToastButtons toasts={[{ kind: "success", title: "Plan créé", durationMs: STAY }]} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show success" }));
    const custom = within(screen.getByRole("region", { name: "Notifications du compte" }));
    const close = await custom.findByRole("button", { name: "Fermer" });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const Dark: Story = {
  ...Stacked,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Stacked,
  globals: { viewport: { value: "mobile" } },
  play: async (context) => {
    await Stacked.play!(context);
    const item = region().getAllByRole("listitem")[0]!;
    // Full width at the bottom, less the small margin.
    await expect(item.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 40);
  },
};
