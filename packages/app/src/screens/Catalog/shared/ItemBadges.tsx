import { Inline, StatusBadge } from "@round/ui";
import { labelOf } from "./catalogFormat";

/** An item's status and its kind ('Recurring', 'Penalty', 'Percentage') side by side. */
export function ItemBadges({ status, kind, extra }: { status: string; kind?: string; extra?: string[] }) {
  return (
    <Inline gap="xs">
      <StatusBadge status={status} />
      {kind ? <StatusBadge status="info" label={labelOf(kind)} /> : null}
      {(extra ?? []).map((label) => (
        <StatusBadge key={label} status="warning" label={label} />
      ))}
    </Inline>
  );
}
