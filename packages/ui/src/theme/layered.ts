import type { StyleRule } from "@vanilla-extract/css";
import { componentLayer } from "./layers.css";

/** Puts a style rule inside the components cascade layer, so an app's own styles win without specificity fights. */
export function layered(rule: StyleRule): StyleRule {
  return { "@layer": { [componentLayer]: rule } } as StyleRule;
}
