export { Field, type FieldControlProps, type FieldProps, fieldIds } from "./Field";
