export { Inline, type InlineAlign, type InlineJustify, type InlineProps } from "./Inline";
