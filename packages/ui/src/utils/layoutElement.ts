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

/**
 * `role="list"` for a `ul` or `ol` whose bullets the layout removes: Safari's VoiceOver stops announcing
 * a list without bullets unless the role is explicit. A role given by the caller wins.
 */
export function listRole(element: LayoutElement, role: string | undefined): string | undefined {
  return role ?? (element === "ul" || element === "ol" ? "list" : undefined);
}
