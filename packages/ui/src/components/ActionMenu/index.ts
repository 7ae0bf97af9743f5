export {
  ActionMenu,
  type ActionMenuAction,
  type ActionMenuItem,
  type ActionMenuProps,
  type ActionMenuSeparator,
} from "./ActionMenu";
