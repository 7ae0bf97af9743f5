// Runs the shared tabs suite against Tabs.
import { Tabs } from "@round/ui";
import { tabsPattern } from "./tabs";

tabsPattern("Tabs", {
  render: (items, onValueChange) => (
    <Tabs label="Customer sections" items={items} onValueChange={onValueChange} />
  ),
  label: "Customer sections",
});
