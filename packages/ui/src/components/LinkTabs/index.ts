export { type LinkTabItem, LinkTabs, type LinkTabsProps } from "./LinkTabs";
