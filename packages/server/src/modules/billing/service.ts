import { type BillingSettingsResponse, billingSettingsSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { effective, invoiceNumber, lastInvoiceNumber, refuse, runToday } from "../../engine/index.ts";
import { runAsSystem } from "../../http/context.ts";
import { parseWith } from "../../http/input.ts";
import { encryptSecret } from "../../payments/secrets.ts";
import { checkStripeKey } from "../../payments/stripe.ts";
import { differences, recordAudit } from "../audit/index.ts";
import { loadTenant } from "../identities/index.ts";
import { STRIPE_SECRET } from "./gateways.ts";
import { settingsRow, upsertSettings } from "./queries.ts";

/** The account's billing settings (net terms, invoice prefix, dunning, gateway) and the on-demand billing run. */
export function billingService(deps: Deps) {
  const { db, clock } = deps;

  async function view(accountId: string, ex: Executor = db): Promise<BillingSettingsResponse> {
    const settings = effective(await settingsRow(ex, accountId));
    return {
      netTermDays: settings.netTermDays,
      invoicePrefix: settings.invoicePrefix,
      dunningDays: settings.dunningDays,
      afterFinalFailure: settings.afterFinalFailure,
      gateway: settings.gateway,
      stripeKeyLast4: settings.stripeSecretLast4,
      nextInvoiceNumber: invoiceNumber(settings.invoicePrefix, (await lastInvoiceNumber(ex, accountId)) + 1),
    };
  }

  return {
    async settings(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(tenant.accountId);
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const input = parseWith(billingSettingsSchema, sent);
      const row = await settingsRow(db, tenant.accountId);
      const current = effective(row);
      // Stripe: a new secret key is checked with Stripe before it is kept (encrypted; only its last 4 are
      // ever answered); choosing Stripe without one needs a key kept before.
      let stripe = {
        stripeSecret: row?.stripeSecret ?? null,
        stripeSecretLast4: row?.stripeSecretLast4 ?? null,
      };
      if (input.stripeSecretKey !== undefined) {
        const refused = await checkStripeKey(input.stripeSecretKey, { apiUrl: deps.config.stripeApiUrl });
        if (refused) throw refuse("stripeSecretKey", refused);
        stripe = {
          stripeSecret: encryptSecret(deps.jwtKey, STRIPE_SECRET, input.stripeSecretKey),
          stripeSecretLast4: input.stripeSecretKey.slice(-4),
        };
      }
      const gateway = input.gateway ?? (input.stripeSecretKey !== undefined ? "stripe" : current.gateway);
      if (gateway === "stripe" && !stripe.stripeSecret) {
        throw refuse("stripeSecretKey", "Enter your Stripe secret key to connect Stripe");
      }
      const now = clock.date();
      const before = await view(tenant.accountId);
      return db.transaction(async (tx) => {
        await upsertSettings(tx, {
          roundAccountId: tenant.accountId,
          netTermDays: input.netTermDays ?? current.netTermDays,
          invoicePrefix: input.invoicePrefix ?? current.invoicePrefix,
          dunningDays: input.dunningDays ?? current.dunningDays,
          afterFinalFailure: input.afterFinalFailure ?? current.afterFinalFailure,
          gateway,
          ...stripe,
          createdAt: now,
          updatedAt: now,
        });
        const after = await view(tenant.accountId, tx);
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "billing_settings.update",
            resourceType: "billing_settings",
            resourceId: null,
            // A new Stripe key shows as its last 4 digits changing; the key itself never reaches the log.
            changes: differences(before, after),
            at: now,
          },
        ]);
        return after;
      });
    },

    /** Runs what is due today for the caller's account (the scheduler does this every minute for all). */
    async runNow(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      // The run's steps are Round's own (the audit log's `system`), each recorded with its change; the
      // request is its caller's, recorded once the run is over with how many steps it took.
      const steps = await runAsSystem(() => runToday(deps));
      await recordAudit(db, [
        {
          accountId: tenant.accountId,
          action: "billing.run",
          resourceType: "billing",
          resourceId: null,
          changes: { steps: [null, steps.length] },
          at: clock.date(),
        },
      ]);
      return { steps: steps.length };
    },
  };
}
