// Group: controls (forms). Explicit named exports only.
export {
  type CardBrand,
  CardNumberField,
  type CardNumberFieldProps,
  detectCardBrand,
  formatCardNumber,
} from "../components/CardNumberField";
export { Checkbox, type CheckboxProps } from "../components/Checkbox";
export { DateField, type DateFieldProps } from "../components/DateField";
export { Field, type FieldControlProps, type FieldProps } from "../components/Field";
export { FileDrop, type FileDropProps } from "../components/FileDrop";
export { KeyValueEditor, type KeyValueEditorProps, type KeyValuePair } from "../components/KeyValueEditor";
export { NumberField, type NumberFieldProps } from "../components/NumberField";
export { PasswordField, type PasswordFieldProps } from "../components/PasswordField";
export { type RadioCardOption, RadioCards, type RadioCardsProps } from "../components/RadioCards";
export { RepeatableRows, type RepeatableRowsProps } from "../components/RepeatableRows";
export {
  SearchableSelect,
  type SearchableSelectOption,
  type SearchableSelectProps,
} from "../components/SearchableSelect";
export { SearchBox, type SearchBoxProps } from "../components/SearchBox";
export { Select, type SelectOption, type SelectProps } from "../components/Select";
export { Switch, type SwitchProps } from "../components/Switch";
export { TagInput, type TagInputProps } from "../components/TagInput";
export { TextArea, type TextAreaProps } from "../components/TextArea";
export { TextField, type TextFieldProps } from "../components/TextField";
