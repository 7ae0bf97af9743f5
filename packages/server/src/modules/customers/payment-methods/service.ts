import { paymentMethodSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Deps } from "../../../deps.ts";
import { ApiError, notFound, recordId } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { recordAudit } from "../../audit/index.ts";
import { gatewayFor } from "../../billing/index.ts";
import { recordEvent } from "../../events/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { customerService } from "../service.ts";
import { paymentMethodView } from "../views.ts";
import { deleteMethod, insertMethod, makeDefault, methodsOf } from "./queries.ts";

const METHOD_NOT_FOUND = "Payment method not found.";

/**
 * A customer's payment methods. A card goes to the gateway first (its number and security code go no
 * further); Round stores the gateway's reference, brand, last four digits and expiry. The first method, or
 * one sent with `isDefault`, becomes the default; removing the default makes the newest remaining one the
 * default.
 */
export function paymentMethodService(deps: Deps) {
  const { db, clock } = deps;
  const customers = customerService(deps);

  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined, customerId: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const customer = await customers.require(db, tenant.accountId, customerId);
      const today = clock.date();
      return (await methodsOf(db, tenant.accountId, customer.id)).map((row) => paymentMethodView(row, today));
    },

    async add(claims: AccessClaims, roundAccountId: string | undefined, customerId: string, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const input = parseWith(paymentMethodSchema(clock.date()), sent);
      const customer = await customers.require(db, tenant.accountId, customerId);
      let stored: {
        gateway: string;
        gatewayReference: string | null;
        cardBrand: string | null;
        last4: string | null;
        expiryMonth: number | null;
        expiryYear: number | null;
        offlineMethod: string | null;
        reference: string | null;
      };
      if (input.type === "card") {
        const gateway = await gatewayFor(deps, db, tenant.accountId);
        const result = await gateway.saveCard(
          {
            number: input.cardNumber,
            expiryMonth: input.expiryMonth,
            expiryYear: input.expiryYear,
            cvc: input.cvc,
          },
          { id: customer.id, email: customer.email },
        );
        if (!result.ok) {
          throw new ApiError(400, result.message, {
            errors: [{ code: result.code.toUpperCase(), description: result.message, field: "cardNumber" }],
          });
        }
        stored = {
          gateway: gateway.name,
          gatewayReference: result.card.reference,
          cardBrand: result.card.brand,
          last4: result.card.last4,
          expiryMonth: result.card.expiryMonth,
          expiryYear: result.card.expiryYear,
          offlineMethod: null,
          reference: null,
        };
      } else {
        stored = {
          gateway: "offline",
          gatewayReference: null,
          cardBrand: null,
          last4: null,
          expiryMonth: null,
          expiryYear: null,
          offlineMethod: input.method,
          reference: input.reference || null,
        };
      }
      const row = await db.transaction(async (tx) => {
        // Locked: two methods added at once cannot both become the first default.
        await customers.lock(tx, tenant.accountId, customer.id);
        const existing = await methodsOf(tx, tenant.accountId, customer.id);
        const isDefault = input.isDefault === true || !existing.some((method) => method.isDefault);
        const inserted = await insertMethod(tx, {
          roundAccountId: tenant.accountId,
          customerId: customer.id,
          type: input.type,
          ...stored,
          isDefault: false,
          createdAt: clock.date(),
        });
        await customers.touch(tx, tenant.accountId, customer.id);
        const method = isDefault
          ? (await makeDefault(tx, tenant.accountId, customer.id, inserted.id))!
          : inserted;
        await recordEvent(tx, {
          accountId: tenant.accountId,
          type: "payment_method.attached",
          object: paymentMethodView(method, clock.date()),
          testClockId: customer.testClockId,
          at: clock.date(),
        });
        return method;
      });
      return paymentMethodView(row, clock.date());
    },

    async remove(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      customerId: string,
      methodId: string,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      await db.transaction(async (tx) => {
        const customer = await customers.lock(tx, tenant.accountId, customerId);
        const removed = await deleteMethod(
          tx,
          tenant.accountId,
          customerId.toLowerCase(),
          recordId(methodId, METHOD_NOT_FOUND),
        );
        if (!removed) throw notFound(METHOD_NOT_FOUND);
        await recordEvent(tx, {
          accountId: tenant.accountId,
          type: "payment_method.detached",
          object: paymentMethodView(removed, clock.date()),
          testClockId: customer.testClockId,
          at: clock.date(),
        });
        if (removed.isDefault) {
          const [newest] = (await methodsOf(tx, tenant.accountId, removed.customerId)).sort(
            (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
          );
          if (newest) await makeDefault(tx, tenant.accountId, removed.customerId, newest.id);
        }
      });
    },

    async setDefault(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      customerId: string,
      methodId: string,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const row = await db.transaction(async (tx) => {
        const customer = await customers.lock(tx, tenant.accountId, customerId);
        const made = await makeDefault(
          tx,
          tenant.accountId,
          customer.id,
          recordId(methodId, METHOD_NOT_FOUND),
        );
        if (!made) throw notFound(METHOD_NOT_FOUND);
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "payment_method.make_default",
            resourceType: "payment_method",
            resourceId: made.id,
            changes: { isDefault: [false, true] },
            at: clock.date(),
          },
        ]);
        return made;
      });
      return paymentMethodView(row, clock.date());
    },
  };
}
