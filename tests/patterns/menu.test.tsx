// Runs the shared menu button suite against ActionMenu (default and custom trigger).
import { ActionMenu, Button } from "@round/ui";
import { menuPattern } from "./menu";

menuPattern("ActionMenu", {
  render: (items) => <ActionMenu label="Plan actions" items={items} />,
  trigger: "Plan actions",
  links: true,
});

menuPattern("ActionMenu with a custom trigger", {
  render: (items) => (
    <ActionMenu
      trigger={<Button variant="secondary">More</Button>}
      items={[...items.slice(0, 3), { type: "separator" }, { ...items[3]!, destructive: true }]}
    />
  ),
  trigger: "More",
});
