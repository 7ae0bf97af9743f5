export {
  SearchableSelect,
  type SearchableSelectOption,
  type SearchableSelectProps,
} from "./SearchableSelect";
