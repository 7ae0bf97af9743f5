export {
  ActionMenu,
  type ActionMenuAction,
  type ActionMenuItem,
  type ActionMenuLink,
  type ActionMenuProps,
  type ActionMenuSelectEvent,
  type ActionMenuSeparator,
} from "./ActionMenu";
