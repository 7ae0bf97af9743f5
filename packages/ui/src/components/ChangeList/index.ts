export {
  ChangeList,
  type ChangeListChanges,
  type ChangeListProps,
  type ChangeListVariant,
} from "./ChangeList";
