import type { PortalOverview } from "@round/forms/schemas";
import { Button, DescriptionList, EditIcon, PageState } from "@round/ui";
import { Suspense, useRef, useState } from "react";
import type { PortalApi } from "../api";
import * as styles from "../customer.css";
import { addressLines } from "../format";
import { BillingDetailsForm } from "./onDemand";
import { type Notice, Section, SectionNotice } from "./Section";

type Customer = PortalOverview["customer"];

/** The company, tax number and billing address on the customer's invoices, and their form. */
export function BillingDetails({
  customer,
  api,
  onSaved,
}: {
  customer: Customer;
  api: PortalApi;
  onSaved: (customer: Customer) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const address = addressLines(customer.billingAddress);
  return (
    <Section id="billing-details" title="Billing details" ref={heading}>
      <SectionNotice notice={notice} home={heading} />
      {editing ? (
        <Suspense fallback={<PageState status="loading" label="Loading..." skeletonLines={0} />}>
          <BillingDetailsForm
            initialValues={customer}
            onSubmit={async (values) => {
              onSaved(await api.saveBillingDetails(values));
            }}
            onSuccess={() => {
              setEditing(false);
              setNotice({ tone: "success", text: "Billing details saved." });
            }}
            onCancel={() => {
              setEditing(false);
              requestAnimationFrame(() => editButton.current?.focus());
            }}
          />
        </Suspense>
      ) : (
        <>
          <DescriptionList
            columns={2}
            items={[
              { term: "Company", detail: customer.company },
              { term: "Tax number", detail: customer.taxNumber },
              {
                term: "Billing address",
                detail:
                  address.length > 0
                    ? address.map((line) => (
                        <span key={line} className={styles.block}>
                          {line}
                        </span>
                      ))
                    : null,
              },
            ]}
          />
          <div className={styles.actions}>
            <Button
              ref={editButton}
              variant="secondary"
              icon={<EditIcon />}
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              Edit billing details
            </Button>
          </div>
        </>
      )}
    </Section>
  );
}
