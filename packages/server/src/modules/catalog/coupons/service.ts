import { addAmounts } from "@round/billing";
import { COUPON_CODE_PATTERN, couponSchemaFor } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import type { Deps } from "../../../deps.ts";
import { conflictOn, notFound, recordId } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { pageResult } from "../../../http/paging.ts";
import { decimalOrNull } from "../../../http/values.ts";
import { deletedChanges } from "../../audit/index.ts";
import { changedFields, recordEvent, updateEventType } from "../../events/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { recordCatalogAudit } from "../shared/audit.ts";
import { DUPLICATE_COUPON_CODE, IN_USE } from "../shared/errors.ts";
import { assertStorable, copyName, dayOf } from "../shared/values.ts";
import { idsInUse, redemptionsByCoupon } from "../usage/service.ts";
import {
  type CouponRow,
  codesStartingWith,
  couponCounts,
  couponCurrencies,
  deleteCoupon,
  findCoupon,
  findCouponByCode,
  insertCoupon,
  pageOfCoupons,
  updateCoupon,
} from "./queries.ts";
import type { CouponBody, CouponListQuery, CouponUpdate } from "./schemas.ts";
import { type CouponFigures, couponBody, couponView } from "./views.ts";

const NOT_FOUND = "Coupon not found.";
const INVALID_DATE = "Please enter a valid date";

/** The first free code of a copy: CODE_COPY, else CODE_COPY_2, CODE_COPY_3… */
export function copyCode(code: string, taken: readonly string[]): string {
  const base = `${code}_COPY`;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** The day (YYYY-MM-DD, UTC) of a clock reading. */
export function dayAt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Coupons: codes unique per account (case-sensitive); redemptions and savings computed from redemptions. */
export function couponService(deps: Deps) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);

  async function figuresOf(ex: Executor, accountId: string, ids: readonly string[]) {
    const totals = await redemptionsByCoupon(ex, accountId, ids);
    return (id: string): CouponFigures => totals.get(id) ?? { redemptions: 0, savings: "0" };
  }

  async function view(ex: Executor, row: CouponRow) {
    return couponView(row, (await figuresOf(ex, row.roundAccountId, [row.id]))(row.id));
  }

  async function couponOf(ex: Executor, accountId: string, id: string) {
    const row = await findCoupon(ex, accountId, recordId(id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function columns(body: CouponBody) {
    return {
      name: body.name,
      couponCode: body.couponCode,
      description: body.description ?? null,
      discountType: body.discountType,
      discountValue: decimalOrNull(body.discountValue)!,
      durationType: body.durationType,
      duration: body.duration ?? null,
      validFrom: dayOf(body.validFrom, "validFrom", INVALID_DATE) ?? dayAt(clock.now()),
      validUntil: dayOf(body.validUntil, "validUntil", INVALID_DATE) ?? null,
      maxRedemptions: body.maxRedemptions ?? null,
      status: body.status ?? "active",
      firstTimeCustomersOnly: body.restrictions?.firstTimeCustomersOnly ?? false,
      minimumOrderValue: decimalOrNull(body.restrictions?.minimumOrderValue),
      applicablePlans: body.restrictions?.applicablePlans ?? [],
      allCustomers: body.customerEligibility?.allCustomers ?? true,
      customerSegments: body.customerEligibility?.customerSegments ?? [],
      stackable: body.stackable ?? false,
      autoApply: body.autoApply ?? false,
    };
  }

  /** A write that may reuse a code: its unique violation becomes 409 on `couponCode`. */
  async function coded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, "coupons_code")) {
        throw conflictOn("couponCode", DUPLICATE_COUPON_CODE, "DUPLICATE_COUPON_CODE");
      }
      throw error;
    }
  }

  async function create(claims: AccessClaims, accountId: string, sent: CouponBody) {
    const { defaultCurrency } = await settings.settingsOf(claims, accountId);
    // Its amounts are in the account's default currency, and take that currency's minor digits.
    const body = parseWith(couponSchemaFor(defaultCurrency), sent);
    assertStorable(body);
    const values = columns(body);
    const now = clock.date();
    return coded(() =>
      db.transaction(async (tx) => {
        const row = await insertCoupon(tx, {
          ...values,
          currency: defaultCurrency,
          roundAccountId: accountId,
          createdAt: now,
          updatedAt: now,
        });
        const made = await view(tx, row);
        await recordEvent(tx, {
          accountId,
          type: "coupon.created",
          object: made,
          testClockId: null,
          at: now,
        });
        return made;
      }),
    );
  }

  return {
    async list(claims: AccessClaims, query: CouponListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfCoupons(db, tenant.accountId, query);
      const figures = await figuresOf(
        db,
        tenant.accountId,
        items.map((row) => row.id),
      );
      return pageResult(
        items.map((row) => couponView(row, figures(row.id))),
        total,
        query,
      );
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(db, await couponOf(db, tenant.accountId, id));
    },

    async byCode(claims: AccessClaims, roundAccountId: string | undefined, code: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      // A code no coupon can have (lowercase, spaces, U+0000…) is not looked up.
      const row = COUPON_CODE_PATTERN.test(code)
        ? await findCouponByCode(db, tenant.accountId, code)
        : undefined;
      if (!row) throw notFound(NOT_FOUND);
      return view(db, row);
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: CouponBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      return create(claims, tenant.accountId, body);
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: CouponUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await couponOf(db, tenant.accountId, id);
      const stored = couponBody(row);
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const merged = parseWith(couponSchemaFor(row.currency), {
        ...stored,
        ...sent,
        restrictions: { ...stored.restrictions, ...(body.restrictions ?? {}) },
        customerEligibility: { ...stored.customerEligibility, ...(body.customerEligibility ?? {}) },
      });
      assertStorable(merged);
      const values = columns(merged);
      return coded(() =>
        db.transaction(async (tx) => {
          const before = await view(tx, await couponOf(tx, tenant.accountId, row.id));
          const now = clock.date();
          const after = await view(
            tx,
            await updateCoupon(tx, tenant.accountId, row.id, { ...values, updatedAt: now }),
          );
          await recordEvent(tx, {
            accountId: tenant.accountId,
            type: updateEventType("coupon", before, after),
            object: after,
            previous: changedFields(before, after),
            testClockId: null,
            at: now,
          });
          return after;
        }),
      );
    },

    /** A copy: '{name} (copy)', code '{CODE}_COPY' (then _2, _3…), active, no redemptions. */
    async duplicate(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await couponOf(db, tenant.accountId, id);
      const taken = await codesStartingWith(db, tenant.accountId, `${row.couponCode}_COPY`);
      const copy = parseWith(couponSchemaFor(row.currency), {
        ...couponBody(row),
        name: copyName(row.name),
        couponCode: copyCode(row.couponCode, taken),
        status: "active",
      });
      return create(claims, tenant.accountId, copy);
    },

    /** Deletes a coupon never redeemed; a delete has no event (PLATFORM.md names none): its entry is here. */
    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      await db.transaction(async (tx) => {
        const row = await couponOf(tx, tenant.accountId, id);
        if ((await idsInUse(tx, tenant.accountId, [row.id])).size > 0) {
          throw conflictOn(undefined, IN_USE, "IN_USE");
        }
        const gone = await view(tx, row);
        await deleteCoupon(tx, tenant.accountId, row.id);
        await recordCatalogAudit(tx, {
          accountId: tenant.accountId,
          resourceType: "coupon",
          verb: "delete",
          resourceId: row.id,
          changes: deletedChanges(gone),
          at: clock.date(),
        });
      });
    },

    /** The account's coupons with these codes, with their redemptions (estimates apply them). */
    async byCodes(ex: Executor, accountId: string, codes: readonly string[]) {
      const rows = await Promise.all(
        codes.map((code) =>
          COUPON_CODE_PATTERN.test(code) ? findCouponByCode(ex, accountId, code) : undefined,
        ),
      );
      const found = rows.filter((row): row is CouponRow => row !== undefined);
      const figures = await figuresOf(
        ex,
        accountId,
        found.map((row) => row.id),
      );
      return rows.map((row) => (row ? { row, figures: figures(row.id) } : undefined));
    },

    /** Counts and redemption totals for the summary: savings of the coupons in `currency` only (never converted). */
    async figures(ex: Executor, accountId: string, currency: string) {
      const [counts, totals] = await Promise.all([
        couponCounts(ex, accountId),
        redemptionsByCoupon(ex, accountId, "all"),
      ]);
      const currencies = totals.size > 0 ? await couponCurrencies(ex, accountId) : new Map<string, string>();
      const savings = [...totals.entries()]
        .filter(([id]) => currencies.get(id) === currency)
        .map(([, item]) => item.savings);
      return {
        total: counts.reduce((sum, row) => sum + row.value, 0),
        active: counts.find((row) => row.status === "active")?.value ?? 0,
        redemptions: [...totals.values()].reduce((sum, item) => sum + item.redemptions, 0),
        /** Decimal string. */
        savings: addAmounts(...savings),
      };
    },
  };
}

export type CouponService = ReturnType<typeof couponService>;
