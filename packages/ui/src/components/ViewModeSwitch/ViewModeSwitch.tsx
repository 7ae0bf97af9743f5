import {
  type ForwardedRef,
  forwardRef,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  useRef,
} from "react";
import { GridIcon, ListIcon, TableIcon } from "../../icons";
import { cx } from "../../utils/cx";
import * as styles from "./ViewModeSwitch.css";

export type ViewMode = "table" | "grid" | "list";

export interface ViewModeSwitchProps<Mode extends ViewMode = ViewMode> {
  /** The modes offered, in order. */
  modes: readonly Mode[];
  value: Mode;
  onChange: (mode: Mode) => void;
  /** The accessible names of the options. */
  labels?: Partial<Record<ViewMode, string>>;
  /** The accessible name of the whole group. */
  label?: string;
  /** Shows the option names beside the icons; otherwise they are tooltips. */
  showLabels?: boolean;
  className?: string;
}

const defaultLabels: Record<ViewMode, string> = {
  table: "Table view",
  grid: "Grid view",
  list: "List view",
};

const icons = { table: TableIcon, grid: GridIcon, list: ListIcon };

/** A segmented control choosing how results are shown: table, grid or list. */
function ViewModeSwitchInner<Mode extends ViewMode>(
  {
    modes,
    value,
    onChange,
    labels,
    label = "View mode",
    showLabels = false,
    className,
  }: ViewModeSwitchProps<Mode>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const names = { ...defaultLabels, ...labels };

  const select = (index: number) => {
    const count = modes.length;
    const next = modes[((index % count) + count) % count];
    if (next === undefined) return;
    buttons.current[modes.indexOf(next)]?.focus();
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: modes.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div ref={ref} role="radiogroup" aria-label={label} className={cx(styles.root, className)}>
      {modes.map((mode, index) => {
        const Icon = icons[mode as ViewMode];
        const checked = mode === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA radio group pattern, drawn as a segmented control
          <button
            key={mode}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={showLabels ? undefined : names[mode]}
            title={showLabels ? undefined : names[mode]}
            // Roving focus: one Tab stop for the group, arrows move within it.
            tabIndex={checked || (!modes.includes(value) && index === 0) ? 0 : -1}
            className={styles.option}
            onClick={() => {
              if (!checked) onChange(mode);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Icon size={16} />
            {showLabels ? <span>{names[mode]}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

export const ViewModeSwitch = forwardRef(ViewModeSwitchInner) as <Mode extends ViewMode = ViewMode>(
  props: ViewModeSwitchProps<Mode> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
