export { KeyValueEditor, type KeyValueEditorProps, type KeyValuePair } from "./KeyValueEditor";
