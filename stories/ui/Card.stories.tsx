import { Button, Card, MoreIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

/**
 * A surface that groups related content: a profile block, a chart, a list. With a `title` it becomes a
 * `<section>` named by its heading, with optional `actions` beside it.
 *
 * **Accessibility:** no interactive pattern: with a title, the card is a region (`<section aria-labelledby>`) whose heading level
 * is set with `headingLevel` to fit the page outline. Without one it is a plain container. The
 * `interactive` variant adds hover and focus-within styles for a card holding one main link or button;
 * it does not make the card itself focusable.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves through the controls inside the card (the card is not a Tab stop) |
 */
const meta = {
  title: "Layout/Card",
  component: Card,
  args: {
    title: "Profile Information",
    children: "Name, email and phone number of the account owner.",
  },
  argTypes: {
    padding: { control: "inline-radio", options: ["none", "sm", "md", "lg"] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Profile Information" });
    await expect(
      within(region).getByRole("heading", { level: 2, name: "Profile Information" }),
    ).toBeVisible();
    await expect(region).toHaveTextContent("Name, email and phone number");
  },
};

export const WithActions: Story = {
  args: {
    title: "Team Invitations",
    actions: (
      <>
        <Button variant="ghost" size="sm" onClick={fn()}>
          View all
        </Button>
        <Button variant="ghost" size="sm" aria-label="More actions" icon={<MoreIcon />} />
      </>
    ),
    children: "3 invitations pending.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "View all" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "More actions" })).toHaveFocus();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      {(["none", "sm", "md", "lg"] as const).map((padding) => (
        <Card key={padding} {...args} title={undefined} padding={padding} data-testid={padding}>
          Padding {padding}
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inset = (id: string) => Number.parseFloat(getComputedStyle(canvas.getByTestId(id)).paddingTop);
    await expect(inset("none")).toBe(0);
    await expect(inset("sm")).toBeLessThan(inset("md"));
    await expect(inset("md")).toBeLessThan(inset("lg"));
  },
};

export const Interactive: Story = {
  args: {
    interactive: true,
    title: "Analytics Suite",
    headingLevel: 3,
    children: <a href="#analytics-suite">Open the family</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Open the family" });
    await expect(link).toHaveFocus();
    const card = canvas.getByRole("region", { name: "Analytics Suite" });
    await expect(getComputedStyle(card).outlineStyle).toBe("solid");
  },
};

export const LongText: Story = {
  args: {
    title: "Enterprise-Professional-Services-Implementation-And-Onboarding-Package-For-Large-Accounts",
    children:
      "Averyveryverylongunbrokenwordthatwouldotherwiseoverflowthecardandbreakthelayoutofthewholepageifitwerenotwrapped.",
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region");
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...WithActions,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
