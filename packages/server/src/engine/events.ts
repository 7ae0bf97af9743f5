import type { EventType, PaymentResponse, SubscriptionResponse } from "@round/forms/schemas";
import { customerNames, methodLabels } from "../modules/customers/index.ts";
import { changedFields, type NewEvent } from "../modules/events/index.ts";
import { invoiceDetailView, type MethodInfo, paymentView } from "../modules/invoices/index.ts";
import { subscriptionViews } from "../modules/subscriptions/index.ts";
import type { Run } from "./context.ts";
import { hostedInvoiceUrl } from "./notices.ts";
import type { PendingNumbers } from "./numbers.ts";
import { invoiceNumbers } from "./queries/invoice-lists.ts";
import { linesOfInvoices, paymentsOfInvoices } from "./queries/invoices.ts";
import type {
  InvoiceLineRow,
  InvoiceRow,
  PaymentRow,
  SubscriptionAddonRow,
  SubscriptionRow,
} from "./queries/reads.ts";

// The events of a billing write (PLATFORM.md, "Events"): each change is noted on the run as it happens (its
// type and the record as the change left it), and the events are written together at the end of the run's
// transaction, in the order the changes happened, so an event exists if and only if its change commits.
//
// What `object` holds: the resource as its GET would have answered right after that change. One transaction
// often changes a resource several times (an invoice raised, finalized and paid; a subscription renewed, then
// cancelled by its last failed payment): each event shows the state its own change left, and `previous` the
// old values of the fields that change moved, from the resource's event before it in the transaction (or,
// for its first, from the record as the transaction found it). So the last event of a resource in a
// transaction shows it as the transaction commits it. Around the record's own row, what a GET adds is taken
// as it stood at that change (an invoice's payments) or, where it moves only with a change that has its one
// event after it, as the transaction leaves it (a subscription's add-ons, coupons and names; an invoice's
// lines, written with it). Invoice numbers are given as the transaction ends: an invoice shows its number
// from its finalization on. A new subscription's first term (or its trial's start) is part of its creation:
// `subscription.created` shows it started, as `POST /api/subscriptions` answers it.
//
// Customers: the engine changes none of the fields a person sets on a customer. What it moves on the
// customer's row are the kept figures (MRR, LTV, balances, amount due, churn risk), worked out from the
// subscriptions, invoices and payments whose events are written here: it writes no `customer.updated`.
//
// The views are built once for the whole transaction, from what the write holds already (a request's
// answer, the lines and payments it wrote) and a statement per kind of record for the rest, and the events
// are written in one statement: a renewal, however many a batch bills, adds no statement of its own.

type SubscriptionEventType = Extract<EventType, `subscription.${string}`>;
type InvoiceEventType = Extract<EventType, `invoice.${string}`>;

interface SubscriptionChange {
  kind: "subscription";
  type: SubscriptionEventType;
  /** The subscription as the change left it (a step may move it on until the step ends). */
  row: SubscriptionRow;
  /** As the transaction found it, when this is its first change in it. */
  before?: SubscriptionRow | undefined;
  /** Its add-ons before the change, when the change replaced them. */
  addonsBefore?: SubscriptionAddonRow[] | undefined;
}

interface InvoiceChange {
  kind: "invoice";
  type: InvoiceEventType;
  row: InvoiceRow;
  before?: InvoiceRow | undefined;
}

/** What a write knows of a payment's method and customer, so its view reads neither again. */
export interface KnownOfPayment {
  method?: MethodInfo | null;
  customerName?: string;
}

interface PaymentChange extends KnownOfPayment {
  kind: "payment";
  type: "payment.succeeded" | "payment.failed";
  row: PaymentRow;
}

type Change = SubscriptionChange | InvoiceChange | PaymentChange;

/** Types that tell of a new record or a notice, not of a change of fields: no `previous`. */
const NO_PREVIOUS = new Set<EventType>([
  "subscription.created",
  "subscription.trial_will_end",
  "invoice.created",
  "payment.succeeded",
  "payment.failed",
]);

const byCreation = (a: PaymentRow, b: PaymentRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The changes of one billing write, in order, and what it knows of them, until written as events. */
export class PendingEvents {
  #changes: Change[] = [];
  /** Subscriptions this write creates, until their first term starts (part of the creation: no event). */
  #creating = new Map<string, SubscriptionChange>();
  /** The lines of the invoices this write raised, as written. */
  #lines = new Map<string, InvoiceLineRow[]>();
  /** Subscriptions' views the write has built already (its answer), by row. */
  #views = new Map<SubscriptionRow, SubscriptionResponse>();
  /** Customers' names the write has read (its views read them no more when it knows them all). */
  #names = new Map<string, string>();

  /** Where the list stands, to `restore` it when a savepoint's work is rolled back. */
  mark(): number {
    return this.#changes.length;
  }

  restore(mark: number): void {
    this.#changes.length = mark;
  }

  /** A subscription's change; the answer may be moved on (`row`) by the step that made it, until it ends. */
  subscription(
    type: SubscriptionEventType,
    row: SubscriptionRow,
    options: {
      before?: SubscriptionRow;
      addonsBefore?: SubscriptionAddonRow[] | undefined;
      /** Its customer's name, when the caller holds the customer. */
      customerName?: string;
    } = {},
  ): SubscriptionChange {
    const { customerName, ...known } = options;
    if (customerName !== undefined) this.#names.set(row.customerId, customerName);
    const creation = this.#creating.get(row.id);
    if (creation && type === "subscription.updated") {
      // A new subscription's first term: part of its creation, whose event shows it started.
      creation.row = row;
      this.#creating.delete(row.id);
      return creation;
    }
    const change: SubscriptionChange = { kind: "subscription", type, row, ...known };
    this.#changes.push(change);
    return change;
  }

  /**
   * A new subscription (`subscription.created`, in the order of changes where it was written): its event shows
   * it once its creation's steps are taken, its first term started (or its trial), as the request answers it
   * unless something else happened to it in the same request (each such change with its own event after).
   * The caller moves `row` on past the steps that have no event (a trial's start).
   */
  creating(row: SubscriptionRow): SubscriptionChange {
    const change = this.subscription("subscription.created", row);
    this.#creating.set(row.id, change);
    return change;
  }

  /** An invoice's change (`lines` as written, for one it raises). */
  invoice(
    type: InvoiceEventType,
    row: InvoiceRow,
    options: { before?: InvoiceRow; lines?: InvoiceLineRow[] } = {},
  ): void {
    if (options.lines) this.#lines.set(row.id, options.lines);
    this.#changes.push({ kind: "invoice", type, row, before: options.before });
  }

  /** A payment attempt, succeeded or failed. */
  payment(row: PaymentRow, known: KnownOfPayment = {}): void {
    this.#changes.push({
      kind: "payment",
      type: row.status === "succeeded" ? "payment.succeeded" : "payment.failed",
      row,
      ...known,
    });
  }

  /** A view of `row` the write has built (its answer): the event showing that row uses it as it is. */
  viewed(row: SubscriptionRow, view: SubscriptionResponse): void {
    this.#views.set(row, view);
  }

  /**
   * Reads what the events' records need beyond what the write holds (before the transaction's last writes, so
   * nothing waits on them while it reads), and answers the events to write once the invoices are numbered.
   */
  async build(run: Run): Promise<(numbers: PendingNumbers) => NewEvent[]> {
    const changes = this.#changes;
    this.#changes = [];
    if (changes.length === 0) return () => [];
    const { tx, accountId } = run;

    // The state before each change that tells of one: the resource's change before it in this write, else
    // the record as the write found it. An invoice's state is its row and the payments made up to a position.
    const latest = new Map<string, number>();
    const firstTouch = new Map<string, number>();
    const befores = changes.map((change, index) => {
      const key = `${change.kind}:${change.row.id}`;
      const prior = latest.get(key);
      latest.set(key, index);
      const invoiceId = change.kind === "payment" ? change.row.invoiceId : change.row.id;
      if (invoiceId !== null && !firstTouch.has(invoiceId)) firstTouch.set(invoiceId, index);
      if (NO_PREVIOUS.has(change.type)) return undefined;
      if (prior !== undefined) return { row: changes[prior]!.row, position: prior, known: true };
      if (change.kind === "payment" || !change.before) return undefined;
      return { row: change.before, position: firstTouch.get(change.row.id)!, known: false };
    });

    // Subscriptions: every row shown, viewed together (but those the write answered with).
    const views = new Map<SubscriptionRow, SubscriptionResponse>(this.#views);
    const toView = new Set<SubscriptionRow>();
    const apart: SubscriptionChange[] = [];
    for (const [index, change] of changes.entries()) {
      if (change.kind !== "subscription") continue;
      if (!views.has(change.row)) toView.add(change.row);
      const before = befores[index];
      if (!before || before.known) continue;
      if (change.addonsBefore) apart.push(change);
      else if (!views.has(before.row as SubscriptionRow)) toView.add(before.row as SubscriptionRow);
    }
    // Plans' and customers' names the write has read already (its pricings, its steps' customers).
    const plans = new Map([...run.pricings.values()].map((pricing) => [pricing.plan.id, pricing.plan]));
    const knownOf = (of: readonly SubscriptionRow[]) => ({
      ...(of.every((row) => plans.has(row.planId)) ? { plans } : {}),
      ...(of.every((row) => this.#names.has(row.customerId)) ? { customerNames: this.#names } : {}),
    });
    const rows = [...toView];
    const viewed = await subscriptionViews(tx, accountId, rows, run.pricings, knownOf(rows));
    for (const [index, view] of viewed.entries()) views.set(rows[index]!, view);
    for (const change of apart) {
      const [view] = await subscriptionViews(tx, accountId, [change.before!], run.pricings, {
        ...knownOf([change.before!]),
        addons: change.addonsBefore!,
      });
      views.set(change.before!, view!);
    }

    // Invoices: lines and the payments made before this write, read for those it did not raise.
    const invoiceIds = new Set<string>();
    const runPayments: { row: PaymentRow; index: number; known: KnownOfPayment }[] = [];
    for (const [index, change] of changes.entries()) {
      if (change.kind === "invoice") invoiceIds.add(change.row.id);
      if (change.kind === "payment") runPayments.push({ row: change.row, index, known: change });
    }
    const older = [...invoiceIds].filter((id) => !this.#lines.has(id));
    const lines = new Map(this.#lines);
    const earlier = new Map<string, PaymentRow[]>();
    if (older.length > 0) {
      for (const line of await linesOfInvoices(tx, accountId, older)) {
        lines.set(line.invoiceId, [...(lines.get(line.invoiceId) ?? []), line]);
      }
      const made = new Set(runPayments.map((payment) => payment.row.id));
      for (const payment of await paymentsOfInvoices(tx, accountId, older)) {
        if (made.has(payment.id)) continue;
        earlier.set(payment.invoiceId!, [...(earlier.get(payment.invoiceId!) ?? []), payment]);
      }
    }
    // Payments' customers and methods the write did not know, and numbers of invoices it did not change.
    const allPayments = [...[...earlier.values()].flat(), ...runPayments.map((payment) => payment.row)];
    const paymentKnown = new Map(runPayments.map((payment) => [payment.row.id, payment.known]));
    const nameIds = new Set<string>();
    const methodIds = new Set<string>();
    for (const payment of allPayments) {
      const known = paymentKnown.get(payment.id);
      if (known?.customerName === undefined) nameIds.add(payment.customerId);
      if (known?.method === undefined && payment.paymentMethodId) methodIds.add(payment.paymentMethodId);
    }
    const numberIds = [
      ...new Set(allPayments.flatMap((payment) => (payment.invoiceId ? [payment.invoiceId] : []))),
    ].filter((id) => !invoiceIds.has(id));
    const [names, methods, numbers] = [
      await customerNames(tx, accountId, [...nameIds]),
      await methodLabels(tx, accountId, [...methodIds]),
      await invoiceNumbers(tx, accountId, numberIds),
    ];

    return (given) => {
      const at = run.deps.clock.date();
      const numbered = (row: InvoiceRow) => (row.status === "draft" ? row : given.numbered(row));
      const latestRow = new Map<string, InvoiceRow>();
      for (const change of changes) if (change.kind === "invoice") latestRow.set(change.row.id, change.row);
      const numberOf = (invoiceId: string) => {
        const row = latestRow.get(invoiceId);
        return row ? numbered(row).number : (numbers.get(invoiceId) ?? null);
      };
      const paymentObject = (payment: PaymentRow): PaymentResponse => {
        const known = paymentKnown.get(payment.id);
        const method =
          known?.method !== undefined
            ? (known.method ?? undefined)
            : payment.paymentMethodId
              ? methods.get(payment.paymentMethodId)
              : undefined;
        return paymentView(payment, {
          invoiceNumber: payment.invoiceId ? numberOf(payment.invoiceId) : null,
          customerName: known?.customerName ?? names.get(payment.customerId) ?? "",
          method,
        });
      };
      // An invoice as its GET answers it with the payments made before `position` in this write.
      const invoiceAt = (row: InvoiceRow, position: number) => {
        const payments = [
          ...(earlier.get(row.id) ?? []),
          ...runPayments
            .filter((payment) => payment.row.invoiceId === row.id && payment.index < position)
            .map((payment) => payment.row),
        ].sort(byCreation);
        return invoiceDetailView(
          numbered(row),
          lines.get(row.id) ?? [],
          payments.map(paymentObject),
          (accountId, invoiceId) => hostedInvoiceUrl(run.deps, accountId, invoiceId),
        );
      };
      return changes.map((change, index): NewEvent => {
        const before = befores[index];
        let object: object;
        let previous: Record<string, unknown> | undefined;
        if (change.kind === "subscription") {
          object = views.get(change.row)!;
          if (before) previous = changedFields(views.get(before.row as SubscriptionRow)!, object);
        } else if (change.kind === "invoice") {
          object = invoiceAt(change.row, index);
          if (before) previous = changedFields(invoiceAt(before.row as InvoiceRow, before.position), object);
        } else {
          object = paymentObject(change.row);
        }
        return {
          accountId,
          type: change.type,
          object,
          ...(previous ? { previous } : {}),
          testClockId: change.row.testClockId,
          at,
        };
      });
    };
  }
}
