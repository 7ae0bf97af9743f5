import type { PortalOverview } from "@round/forms/schemas";
import { Button, CreditCardIcon, PageState, PlusIcon, StatusBadge } from "@round/ui";
import { Suspense, useRef, useState } from "react";
import type { PortalApi } from "../api";
import * as styles from "../customer.css";
import { expiryText, paymentMethodName } from "../format";
import { PortalCardForm, RemoveCardDialog } from "./onDemand";
import { withCard } from "./paymentMethods";
import { type Notice, Section, SectionNotice } from "./Section";

type PaymentMethod = PortalOverview["paymentMethods"][number];

/**
 * The customer's cards: the default one marked, 'Make default' and 'Remove' on each, and 'Add a card'
 * (the card form, loaded when opened). Removing the last card of a subscription that needs one is refused by
 * the server (409): its message shows in the confirmation.
 */
export function PaymentMethods({
  methods,
  api,
  startAdding,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  api: PortalApi;
  /** The link's flow is 'payment_method_update': the card form is open and focused from the start. */
  startAdding: boolean;
  onChange: (methods: PaymentMethod[]) => void;
}) {
  const [adding, setAdding] = useState(startAdding);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const makeDefault = async (method: PaymentMethod) => {
    setBusy(method.id);
    setNotice(null);
    try {
      const updated = await api.makeDefault(method.id);
      onChange(withCard(methods, { ...updated, isDefault: true }));
      setNotice({ tone: "success", text: `${paymentMethodName(updated)} is your default card now.` });
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section id="payment-methods" title="Payment methods" ref={heading}>
      <SectionNotice notice={notice} home={heading} />
      {methods.length === 0 ? (
        <p className={styles.muted}>You have no card on file.</p>
      ) : (
        <ul className={styles.list} aria-label="Cards">
          {methods.map((method) => {
            const name = paymentMethodName(method);
            return (
              <li key={method.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowName}>
                    <CreditCardIcon aria-hidden="true" />
                    {name}
                    {method.isDefault ? <StatusBadge status="info" label="Default" /> : null}
                    {method.status === "expired" ? <StatusBadge status="expired" /> : null}
                  </span>
                  {expiryText(method) ? <span className={styles.muted}>{expiryText(method)}</span> : null}
                </div>
                <div className={styles.rowActions}>
                  {!method.isDefault && method.type === "card" && method.status !== "expired" ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === method.id}
                      loadingLabel="Saving..."
                      onClick={() => void makeDefault(method)}
                    >
                      Make default<span className={styles.visuallyHidden}> ({name})</span>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      setNotice(null);
                      setRemoving(method);
                    }}
                  >
                    Remove<span className={styles.visuallyHidden}> ({name})</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <Suspense fallback={<PageState status="loading" label="Loading..." skeletonLines={0} />}>
          <PortalCardForm
            label="Add a card"
            submitLabel="Add card"
            submittingLabel="Adding..."
            offerDefault
            autoFocus
            onCancel={() => {
              setAdding(false);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
            onSubmit={async (card) => {
              const added = await api.addCard(card);
              onChange(withCard(methods, added));
              setNotice({ tone: "success", text: `${paymentMethodName(added)} added.` });
            }}
            onSuccess={() => setAdding(false)}
          />
        </Suspense>
      ) : (
        <div className={styles.actions}>
          <Button
            ref={addButton}
            variant="secondary"
            icon={<PlusIcon />}
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            Add a card
          </Button>
        </div>
      )}
      {removing ? (
        <Suspense fallback={null}>
          <RemoveCardDialog
            name={paymentMethodName(removing)}
            onClose={() => setRemoving(null)}
            onRemove={async () => {
              await api.removeCard(removing.id);
              onChange(methods.filter((method) => method.id !== removing.id));
              setRemoving(null);
              setNotice({ tone: "success", text: `${paymentMethodName(removing)} removed.` });
            }}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
