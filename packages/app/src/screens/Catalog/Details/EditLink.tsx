import { Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import type { RecordKind } from "./kinds";

/** Edit, until the forms take an `edit` mode: the record is edited from its list. */
export function EditLink({ kind }: { kind: RecordKind; id: string }) {
  return (
    <UiLink href={kind.listHref} as={Link}>
      Edit in {kind.listLabel}
    </UiLink>
  );
}
