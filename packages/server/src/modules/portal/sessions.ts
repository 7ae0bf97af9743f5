import { PORTAL_RENEW_ANSWER, portalRenewSchema, portalSessionSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invoiceRow, subscriptionRow } from "../../engine/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { portalLinkMail } from "../../mail/templates.ts";
import { createdChanges, recordAudit } from "../audit/index.ts";
import { type CustomerRow, customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { accountDisplayName } from "../organizations/index.ts";
import { insertPortalSession, type PortalSessionRow, portalSessionByHash } from "./queries.ts";
import { linkInvalid, portalUrl } from "./tokens.ts";

// Portal links (PLATFORM.md, "The customer's pages"): made by the business's staff or an API key for one
// customer, working for one hour; an expired one offers a fresh link by email to the customer's address.

export const PORTAL_LINK_TTL_MS = 60 * 60 * 1000;
/** How long after it ends a link still offers a fresh one by email. */
export const PORTAL_RENEW_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** A customer on their own pages, as the services they reuse see them. */
export function customerClaims(
  accountId: string,
  customer: Pick<CustomerRow, "id" | "displayName">,
): AccessClaims {
  return {
    sub: customer.id,
    sid: "",
    roundAccountId: accountId,
    customer: { accountId, customerId: customer.id, name: customer.displayName },
  };
}

/** Writes a fresh link for the customer; answers the row and its token (shown once). */
async function issue(
  deps: Deps,
  tx: Executor,
  accountId: string,
  customerId: string,
  values: Pick<PortalSessionRow, "flow" | "subscriptionId" | "invoiceId" | "returnUrl">,
) {
  const token = randomToken();
  const now = deps.clock.date();
  const row = await insertPortalSession(tx, {
    roundAccountId: accountId,
    customerId,
    tokenHash: hashToken(token),
    ...values,
    expiresAt: new Date(now.getTime() + PORTAL_LINK_TTL_MS),
    createdAt: now,
  });
  return { row, token };
}

export function portalSessions(deps: Deps) {
  const { db, clock } = deps;

  return {
    /** `POST /api/portal-sessions`: a one-hour link for one customer, optionally landing on a task. */
    async create(claims: AccessClaims, roundAccountId: string | undefined, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const input = parseWith(portalSessionSchema, sent);
      const accountId = tenant.accountId;
      return db.transaction(async (tx) => {
        const customer = isUuid(input.customerId)
          ? await customerRow(tx, accountId, input.customerId.toLowerCase())
          : undefined;
        if (!customer) throw notFound("Customer not found.");
        if (!customer.portalAccess) {
          throw conflict(
            "This customer has no portal access (Edit customer → Portal access).",
            "NO_PORTAL_ACCESS",
          );
        }
        if (input.subscriptionId !== null) {
          const sub = isUuid(input.subscriptionId)
            ? await subscriptionRow(tx, accountId, input.subscriptionId.toLowerCase())
            : undefined;
          if (sub?.customerId !== customer.id) throw notFound("Subscription not found.");
        }
        if (input.invoiceId !== null) {
          const invoice = isUuid(input.invoiceId)
            ? await invoiceRow(tx, accountId, input.invoiceId.toLowerCase())
            : undefined;
          if (invoice?.customerId !== customer.id) throw notFound("Invoice not found.");
        }
        const { row, token } = await issue(deps, tx, accountId, customer.id, {
          flow: input.flow,
          subscriptionId: input.subscriptionId?.toLowerCase() ?? null,
          invoiceId: input.invoiceId?.toLowerCase() ?? null,
          returnUrl: input.returnUrl,
        });
        await recordAudit(tx, [
          {
            accountId,
            action: "portal_session.create",
            resourceType: "portal_session",
            resourceId: row.id,
            changes: createdChanges({
              customerId: customer.id,
              flow: row.flow,
              returnUrl: row.returnUrl,
              expiresAt: row.expiresAt.toISOString(),
            }),
            at: clock.date(),
          },
        ]);
        return {
          id: row.id,
          url: portalUrl(deps, token),
          expiresAt: row.expiresAt.toISOString(),
          customerId: customer.id,
          flow: row.flow as never,
          returnUrl: row.returnUrl,
        };
      });
    },

    /** The link a token opens, while it works (else 404), with its customer. */
    async open(ex: Executor, token: string) {
      const row = /^[A-Za-z0-9_-]{43}$/.test(token)
        ? await portalSessionByHash(ex, hashToken(token))
        : undefined;
      if (!row || row.expiresAt.getTime() <= clock.now()) throw linkInvalid();
      const customer = await customerRow(ex, row.roundAccountId, row.customerId);
      if (!customer?.portalAccess) throw linkInvalid();
      return { session: row, customer, claims: customerClaims(row.roundAccountId, customer) };
    },

    /**
     * `POST /api/portal/{token}/renew`: a fresh link by email when the token is a link that has ended (or
     * still works) and the address is its customer's; the same answer whatever the case.
     */
    async renew(token: string, sent: unknown) {
      const { email } = parseWith(portalRenewSchema, sent);
      await db.transaction(async (tx) => {
        const row = /^[A-Za-z0-9_-]{43}$/.test(token)
          ? await portalSessionByHash(tx, hashToken(token))
          : undefined;
        if (!row || row.expiresAt.getTime() + PORTAL_RENEW_WINDOW_MS <= clock.now()) return;
        const customer = await customerRow(tx, row.roundAccountId, row.customerId);
        if (!customer?.portalAccess || customer.email.toLowerCase() !== email.toLowerCase()) return;
        if (customer.testClockId !== null) return; // a rehearsal's customer gets no mail
        const fresh = await issue(deps, tx, row.roundAccountId, customer.id, {
          flow: row.flow,
          subscriptionId: row.subscriptionId,
          invoiceId: row.invoiceId,
          returnUrl: row.returnUrl,
        });
        await recordAudit(tx, [
          {
            accountId: row.roundAccountId,
            action: "portal_session.renew",
            resourceType: "portal_session",
            resourceId: fresh.row.id,
            changes: createdChanges({ customerId: customer.id, renews: row.id }),
            at: clock.date(),
            actor: { type: "customer", id: customer.id, name: customer.displayName },
          },
        ]);
        await enqueueMail(
          tx,
          portalLinkMail({
            to: customer.email,
            accountName: await accountDisplayName(tx, row.roundAccountId),
            customerName: customer.displayName,
            link: portalUrl(deps, fresh.token),
          }),
        );
      });
      deps.mail.wake();
      return { message: PORTAL_RENEW_ANSWER };
    },
  };
}

export type PortalSessions = ReturnType<typeof portalSessions>;
