export {
  SIDEBAR_STORAGE_KEY,
  Sidebar,
  type SidebarAction,
  type SidebarItem,
  type SidebarProps,
} from "./Sidebar";
export { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH } from "./widths";
