export { Field, type FieldControlProps, type FieldProps, fieldIds, useFieldId } from "./Field";
