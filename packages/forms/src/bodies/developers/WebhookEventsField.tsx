import { EVENT_TYPES_BY_FAMILY } from "@round/forms/schemas";
import { Checkbox } from "@round/ui";
import * as styles from "./developers.css.ts";

export interface WebhookEventsFieldProps {
  /** The chosen types and families (`invoice.*`). */
  value: readonly string[];
  onChange: (events: string[]) => void;
  /** The group's message (nothing chosen, an unknown type). */
  error?: string | undefined;
  /** The id of the message, for the group's description. */
  errorId: string;
}

const familyOf = (type: string) => type.split(".")[0]!;

/**
 * The event types grouped by family: a family's box chooses `invoice.*` (every invoice event, also those Round
 * adds later), which covers its single types; without it, single types are chosen one by one and the
 * family's box shows a dash.
 */
export function WebhookEventsField({ value, onChange, error, errorId }: WebhookEventsFieldProps) {
  const chosen = new Set(value);
  const setFamily = (family: string, on: boolean) => {
    // A family replaces its single types; unticked, nothing of it stays chosen.
    const rest = value.filter((type) => type !== `${family}.*` && familyOf(type) !== family);
    onChange(on ? [...rest, `${family}.*`] : rest);
  };
  const setType = (type: string, on: boolean) =>
    onChange(on ? [...value, type] : value.filter((item) => item !== type));
  return (
    <fieldset className={styles.scopes} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Events</legend>
      <div className={styles.families}>
        {EVENT_TYPES_BY_FAMILY.map(({ family, types }) => {
          const whole = chosen.has(`${family}.*`);
          const some = !whole && types.some((type) => chosen.has(type));
          const words = family.replaceAll("_", " ");
          return (
            <div key={family} className={styles.family}>
              <Checkbox
                label={<code>{`${family}.*`}</code>}
                description={`All ${types.length} ${words} events, and new ones`}
                checked={whole}
                indeterminate={some}
                onCheckedChange={(on) => setFamily(family, on)}
              />
              <fieldset aria-label={`Single ${words} event types`} className={styles.types}>
                {types.map((type) => (
                  <Checkbox
                    key={type}
                    label={<code>{type}</code>}
                    checked={whole || chosen.has(type)}
                    disabled={whole}
                    onCheckedChange={(on) => setType(type, on)}
                  />
                ))}
              </fieldset>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
