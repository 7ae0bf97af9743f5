import { type CustomerResponse, TAX_EXEMPT_LABELS, TAX_ID_LABELS } from "@round/forms/schemas";
import { Card, DescriptionList, type DescriptionListItem } from "@round/ui";

/**
 * The customer's tax status when it is not taxed normally, and its tax IDs, each named by its type ('EU VAT
 * number: DE123456788'). Nothing when it is taxable and has no tax ID.
 */
export function CustomerTaxCard({ customer }: { customer: Pick<CustomerResponse, "taxExempt" | "taxIds"> }) {
  const items: DescriptionListItem[] = [
    ...(customer.taxExempt === "none"
      ? []
      : [{ term: "Tax treatment", detail: TAX_EXEMPT_LABELS[customer.taxExempt], id: "status" }]),
    ...customer.taxIds.map((taxId, index) => ({
      term: TAX_ID_LABELS[taxId.type],
      detail: taxId.value,
      id: `${index}-${taxId.type}`,
    })),
  ];
  if (items.length === 0) return null;
  return (
    <Card title="Tax" headingLevel={2}>
      <DescriptionList items={items} />
    </Card>
  );
}
