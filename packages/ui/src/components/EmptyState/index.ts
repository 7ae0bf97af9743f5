export {
  EMPTY_CARDS_TITLE,
  EMPTY_ITEMS_TITLE,
  EmptyState,
  type EmptyStateProps,
  type EmptyStateVariant,
} from "./EmptyState";
