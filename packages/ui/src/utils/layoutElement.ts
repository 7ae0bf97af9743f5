/** The elements a layout piece (Stack, Inline, Columns) may render as, through its `as` prop. */
export type LayoutElement =
  | "div"
  | "section"
  | "article"
  | "aside"
  | "header"
  | "footer"
  | "main"
  | "nav"
  | "form"
  | "fieldset"
  | "ul"
  | "ol";
