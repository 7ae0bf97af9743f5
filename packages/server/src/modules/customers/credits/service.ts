import { roundMoney, toAmount } from "@round/billing";
import { type CreditResponse, creditSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Deps } from "../../../deps.ts";
import { runIdempotent } from "../../../http/idempotency.ts";
import { parseWith } from "../../../http/input.ts";
import { iso } from "../../../http/values.ts";
import { recordAudit } from "../../audit/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { customerService } from "../service.ts";
import { type CreditRow, creditsOf, recordCredit } from "./queries.ts";

function creditView(row: CreditRow, creditBalance: string): CreditResponse {
  return {
    id: row.id,
    amount: Number(roundMoney(row.amount, row.currency)),
    currency: row.currency,
    reason: row.reason,
    createdBy: row.createdByName,
    createdAt: iso(row.createdAt),
    creditBalance: Number(roundMoney(creditBalance, row.currency)),
  };
}

/**
 * Credit given to a customer (Apply Credit): a ledger row in the customer's currency, added to its kept
 * balance in the same transaction, applied to its next invoices. Takes an Idempotency-Key.
 */
export function creditService(deps: Deps) {
  const { db, clock } = deps;
  const customers = customerService(deps);
  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined, customerId: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const customer = await customers.require(db, tenant.accountId, customerId);
      const rows = await creditsOf(db, tenant.accountId, customer.id);
      return rows.map((row) => creditView(row, customer.creditBalance));
    },

    async give(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      customerId: string,
      sent: unknown,
      idempotencyKey: string | undefined,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const customer = await customers.require(db, tenant.accountId, customerId);
      const input = parseWith(creditSchema(customer.currency), sent);
      const { principal } = tenant;
      const result = await runIdempotent(
        db,
        clock,
        tenant.accountId,
        idempotencyKey,
        { method: "POST", path: `/api/customers/${customer.id}/credits`, body: input },
        async (tx) => {
          await customers.lock(tx, tenant.accountId, customer.id);
          const { row, creditBalance } = await recordCredit(tx, {
            roundAccountId: tenant.accountId,
            customerId: customer.id,
            amount: toAmount(input.amount),
            currency: customer.currency,
            reason: input.reason,
            createdByUserId: principal.userId,
            createdByName: `${principal.firstName} ${principal.lastName}`.trim() || principal.email,
            createdAt: clock.date(),
          });
          await customers.touch(tx, tenant.accountId, customer.id);
          const view = creditView(row, creditBalance);
          await recordAudit(tx, [
            {
              accountId: tenant.accountId,
              action: "customer.credit",
              resourceType: "customer",
              resourceId: customer.id,
              changes: { credit: [null, view] },
              at: clock.date(),
            },
          ]);
          return { status: 201, body: view };
        },
      );
      return result.body;
    },
  };
}
