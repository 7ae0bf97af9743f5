import { Card, DescriptionList, StatusBadge, Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import * as layout from "../../../layouts/layout.css";

/**
 * Settings, Billing: what is true today. Payments run on the built-in test gateway and no payment provider
 * is configured yet; the billing engine fills this section in later (no controls that would do nothing).
 */
export default function BillingSettings() {
  return (
    <div className={layout.stack}>
      <Card title="Payments">
        <div className={layout.stack}>
          <p>
            Payments run on Round&apos;s built-in test gateway until a payment provider is configured: no real
            card is charged and no money moves.
          </p>
          <DescriptionList
            items={[
              { term: "Payment provider", detail: "None configured yet" },
              { term: "Gateway", detail: <StatusBadge status="warning" label="Built-in test gateway" /> },
              { term: "Mode", detail: "Test" },
            ]}
          />
          <p className={layout.muted}>
            Connecting a payment provider will be offered here once Round&apos;s billing engine supports one.
            Until then, you can set up your{" "}
            <UiLink as={Link} href="/catalog">
              catalog
            </UiLink>{" "}
            and invite your team.
          </p>
        </div>
      </Card>
    </div>
  );
}
