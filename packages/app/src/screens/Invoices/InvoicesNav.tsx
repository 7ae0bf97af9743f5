import { LinkTabs } from "@round/ui";
import { Link } from "react-router";

const PAGES = [
  { href: "/invoices", label: "Invoices" },
  { href: "/invoices/credit-notes", label: "Credit notes" },
];

/** The pages of the invoices area, over each of them: Invoices | Credit notes. */
export function InvoicesNav({ current }: { current: "/invoices" | "/invoices/credit-notes" }) {
  return <LinkTabs label="Invoices pages" items={PAGES} current={current} as={Link} />;
}
