import { forwardRef } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./ResultCount.css";

/** A noun in its singular ('one') and plural ('other') forms. */
export interface ResultNoun {
  one: string;
  other: string;
}

export interface ResultCountProps {
  /** How many results are shown. */
  count: number;
  /** How many there are before filtering; when given the text is 'X of N results'. */
  total?: number;
  /**
   * What is counted: { one: 'family', other: 'families' }. A plain string is used for every count, so
   * pass the object when the singular differs. Defaults to 'result' / 'results'.
   */
  noun?: ResultNoun | string;
  /** The word between the two figures. */
  ofLabel?: string;
  /** Locale for the figures and the plural rule. */
  locale?: string;
  className?: string;
}

const defaultNoun: ResultNoun = { one: "result", other: "results" };

/** Builds the text of a result count: '1 result', '24 results', '3 of 12 families'. */
export function resultCountText(
  count: number,
  total?: number,
  noun: ResultNoun | string = defaultNoun,
  { ofLabel = "of", locale = "en-US" }: { ofLabel?: string; locale?: string } = {},
): string {
  const number = new Intl.NumberFormat(locale);
  const figure = total ?? count;
  const word =
    typeof noun === "string"
      ? noun
      : new Intl.PluralRules(locale).select(figure) === "one"
        ? noun.one
        : noun.other;
  const figures =
    total === undefined ? number.format(count) : `${number.format(count)} ${ofLabel} ${number.format(total)}`;
  return `${figures} ${word}`;
}

/** The number of results, announced politely to screen readers when it changes. */
export const ResultCount = forwardRef<HTMLParagraphElement, ResultCountProps>(function ResultCount(
  { count, total, noun, ofLabel, locale, className },
  ref,
) {
  return (
    <p ref={ref} className={cx(styles.root, className)} aria-live="polite" aria-atomic="true">
      {resultCountText(count, total, noun, { ofLabel, locale })}
    </p>
  );
});
