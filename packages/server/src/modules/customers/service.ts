import { divideAmount, roundMoney } from "@round/billing";
import {
  CHURN_RISKS,
  type CustomerDataExportResponse,
  customerSchema,
  defaultDisplayName,
  validate,
} from "@round/forms/schemas";
import { stringify } from "csv-stringify/sync";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { clockRow, hasHistory, liveSubscriptionCount } from "../../engine/index.ts";
import {
  ApiError,
  conflictOn,
  type ErrorItem,
  notFound,
  recordId,
  validationFailed,
} from "../../http/errors.ts";
import { parseWith, toErrorItems } from "../../http/input.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { customerMail } from "../../mail/templates.ts";
import { recordAudit } from "../audit/index.ts";
import { catalogSettingsService } from "../catalog/index.ts";
import { changedFields, recordEvent } from "../events/index.ts";
import { loadTenant } from "../identities/index.ts";
import { metricsService } from "../metrics/index.ts";
import { EXPORT_COLUMNS, exportRow, importColumn, importedEvents, importInput, readCsv } from "./csv.ts";
import {
  type CustomerRow,
  customerBatch,
  customerFigures,
  customerRecords,
  defaultMethods,
  deleteCustomer,
  emailsInUse,
  findCustomer,
  insertCustomers,
  lockCustomer,
  type NewCustomer,
  pageOfCustomers,
  updateCustomer,
} from "./queries.ts";
import type {
  CustomerBody,
  CustomerCreateBody,
  CustomerExportQuery,
  CustomerListQuery,
  CustomerUpdate,
} from "./schemas.ts";
import { customerView, paymentMethodView } from "./views.ts";

export const CUSTOMER_NOT_FOUND = "Customer not found.";
export const DUPLICATE_EMAIL = "A customer with this email address already exists.";
export const CUSTOMER_IN_USE =
  "This customer has subscriptions or invoices. Set its status to cancelled or inactive instead.";
export const TEST_CLOCK_FIXED =
  "This customer has subscriptions or invoices: its test clock was fixed when its billing began. Create a new customer to rehearse on a clock.";
export const TEST_CLOCK_NOT_FOUND = "Test clock not found";
/** The most rows one import takes. */
/** The most bad rows an import's answer lists (it says how many there are in all). */
export const IMPORT_MAX_ERRORS = 200;
const EXPORT_BATCH = 1000;
const INSERT_BATCH = 500;

const churnScore = (risk: string | undefined) =>
  risk === undefined ? undefined : CHURN_RISKS.indexOf(risk as (typeof CHURN_RISKS)[number]);

/** Customers (COMMERCE.md, "Customers and subscriptions"): records, figures, CSV, data export, email. */
export function customerService(deps: Deps) {
  const { db, clock, reference } = deps;
  const settings = catalogSettingsService(deps);
  const metrics = metricsService(deps);

  /** One customer's answer, with whether it may still move onto or off a test clock. */
  async function view(ex: Executor, row: CustomerRow) {
    const [methods, billed] = await Promise.all([
      defaultMethods(ex, row.roundAccountId, [row.id]),
      hasHistory(ex, row.roundAccountId, row.id),
    ]);
    return { ...customerView(row, methods.get(row.id), clock.date()), testClockChangeable: !billed };
  }

  /** The account's test clock a body names (null: none); 400 on `testClockId` when there is no such clock. */
  async function clockNamed(accountId: string, id: string | null): Promise<string | null> {
    if (id === null) return null;
    const found = isUuid(id) ? await clockRow(db, accountId, id.toLowerCase()) : undefined;
    if (!found) {
      throw validationFailed([
        { code: "NOT_FOUND", description: TEST_CLOCK_NOT_FOUND, field: "testClockId" },
      ]);
    }
    return found.id;
  }

  async function rowOf(ex: Executor, accountId: string, id: string) {
    const row = await findCustomer(ex, accountId, recordId(id, CUSTOMER_NOT_FOUND));
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    return row;
  }

  /** The country and currency codes the reference data knows, to check what a body names. */
  async function knownCodes() {
    const data = await reference.data();
    return {
      countries: new Set(data.countries.map((country) => country.countryCodeAlpha2)),
      currencies: new Set(data.currencies.map((currency) => currency.currencyCodeAlpha)),
    };
  }

  /** Problems the shared rules cannot see: countries and currencies that do not exist. */
  function referenceProblems(body: CustomerBody, codes: Awaited<ReturnType<typeof knownCodes>>): ErrorItem[] {
    const problems: ErrorItem[] = [];
    for (const field of ["billingAddress", "shippingAddress"] as const) {
      const country = body[field]?.country;
      if (country && !codes.countries.has(country.toUpperCase())) {
        problems.push({
          code: "INVALID_FORMAT",
          description: "Please select a valid country",
          field: `${field}.country`,
        });
      }
    }
    if (body.currency && !codes.currencies.has(body.currency)) {
      problems.push({
        code: "INVALID_CURRENCY",
        description: "Please select a valid currency",
        field: "currency",
      });
    }
    return problems;
  }

  /** The stored columns of a validated customer body. */
  function columnsOf(body: CustomerBody, currency: string) {
    const upperCountry = <T extends { country: string } | null>(address: T): T =>
      address ? { ...address, country: address.country.toUpperCase() } : address;
    const billingAddress = upperCountry(body.billingAddress);
    const shippingAddress = upperCountry(body.shippingAddress);
    return {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      displayName: body.displayName || defaultDisplayName(body),
      displayNameGiven: body.displayName !== "",
      company: body.company,
      phone: body.phone,
      taxNumber: body.taxNumber,
      taxIds: body.taxIds,
      taxExempt: body.taxExempt,
      locale: body.locale,
      timezone: body.timezone,
      status: body.status,
      currency: body.currency || currency,
      billingAddress,
      shippingAddress,
      country: billingAddress?.country ?? null,
      emailPreferences: body.emailPreferences,
      portalAccess: body.portalAccess,
      autoCollection: body.autoCollection,
      tags: body.tags,
      customFields: body.customFields,
    } satisfies Partial<NewCustomer>;
  }

  /** A stored customer as the body that made it (for a partial update's merge). */
  function bodyOf(row: CustomerRow): CustomerBody {
    return {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      displayName: row.displayNameGiven ? row.displayName : "",
      company: row.company,
      phone: row.phone,
      taxNumber: row.taxNumber,
      taxIds: row.taxIds as CustomerBody["taxIds"],
      taxExempt: row.taxExempt as CustomerBody["taxExempt"],
      locale: row.locale,
      timezone: row.timezone,
      status: row.status as CustomerBody["status"],
      currency: row.currency,
      billingAddress: row.billingAddress,
      shippingAddress: row.shippingAddress,
      emailPreferences: row.emailPreferences,
      portalAccess: row.portalAccess,
      autoCollection: row.autoCollection,
      tags: row.tags,
      customFields: row.customFields,
    };
  }

  /** A write that may break the per-account email rule: its unique violation becomes 409 on `email`. */
  async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, "customers_email")) throw conflictOn("email", DUPLICATE_EMAIL);
      throw error;
    }
  }

  async function defaultCurrency(claims: AccessClaims, accountId: string) {
    return (await settings.settingsOf(claims, accountId)).defaultCurrency;
  }

  const service = {
    /**
     * The account's customer `id` for another part of the customer (notes, payment methods, credits), read
     * with `ex`; 404 when there is none.
     */
    require: (ex: Executor, accountId: string, id: string) => rowOf(ex, accountId, id),

    /**
     * The same, locked until `tx` ends: changes to the customer's balance or payment methods made at the
     * same time wait for each other.
     */
    async lock(tx: Executor, accountId: string, id: string) {
      const row = await lockCustomer(tx, accountId, recordId(id, CUSTOMER_NOT_FOUND));
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      return row;
    },

    /** Marks the customer as just active (a note, a method, a credit, an email). */
    async touch(ex: Executor, accountId: string, id: string) {
      await updateCustomer(ex, accountId, id, { lastActivityAt: clock.date() });
    },

    async list(claims: AccessClaims, query: CustomerListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfCustomers(db, tenant.accountId, {
        ...query,
        churnRisk: churnScore(query.churnRisk),
      });
      const today = clock.date();
      return pageResult(
        items.map(({ customer, method }) => customerView(customer, method ?? undefined, today)),
        total,
        query,
      );
    },

    async summary(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const currency = await defaultCurrency(claims, tenant.accountId);
      const [figures, revenue] = await Promise.all([
        customerFigures(db, tenant.accountId),
        metrics.summary(claims, { roundAccountId: tenant.accountId }),
      ]);
      const mean = (sum: string, n: number) =>
        n === 0 ? 0 : Number(roundMoney(divideAmount(sum, n), currency));
      return {
        totalCustomers: figures.total,
        activeCustomers: figures.active,
        avgMRR: mean(figures.paying.mrr, figures.paying.count),
        avgLTV: mean(figures.paid.ltv, figures.paid.count),
        // The revenue figures' customer churn (COMMERCE.md, "Metrics"): customers who stopped paying in the
        // last 30 days ÷ those paying at its start, in percent to one decimal; 0 with nobody paying then.
        churnRate: revenue.customerChurnRate === null ? 0 : Math.round(revenue.customerChurnRate * 1000) / 10,
        currency,
      };
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(db, await rowOf(db, tenant.accountId, id));
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: CustomerCreateBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const problems = referenceProblems(body, await knownCodes());
      if (problems.length > 0) throw validationFailed(problems);
      const testClockId = await clockNamed(tenant.accountId, body.testClockId ?? null);
      const currency = await defaultCurrency(claims, tenant.accountId);
      const now = clock.date();
      return uniqueEmail(() =>
        db.transaction(async (tx) => {
          const [row] = await insertCustomers(tx, [
            {
              ...columnsOf(body, currency),
              roundAccountId: tenant.accountId,
              testClockId,
              lastActivityAt: now,
              createdAt: now,
              updatedAt: now,
            },
          ]);
          // Just made: no payment method and no billing history yet, so its answer needs no read.
          const answer = { ...customerView(row!, undefined, clock.date()), testClockChangeable: true };
          await recordEvent(tx, {
            accountId: tenant.accountId,
            type: "customer.created",
            object: answer,
            testClockId,
            at: now,
          });
          return answer;
        }),
      );
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: CustomerUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const row = await rowOf(db, tenant.accountId, id);
      const { testClockId: clockSent, ...fields } = body;
      const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const merged = parseWith(customerSchema, { ...bodyOf(row), ...sent });
      const problems = referenceProblems(merged, await knownCodes());
      if (problems.length > 0) throw validationFailed(problems);
      const testClockId =
        clockSent === undefined ? row.testClockId : await clockNamed(tenant.accountId, clockSent);
      const now = clock.date();
      const answered = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const before = await view(tx, row);
          // A customer's status agrees with its subscriptions: one that is not active has none still running
          // (they would go on being billed). Checked with the customer locked, as a new subscription locks it.
          if (merged.status !== "active" && merged.status !== row.status) {
            const locked = await lockCustomer(tx, tenant.accountId, row.id);
            if (!locked) throw notFound(CUSTOMER_NOT_FOUND);
            const live = await liveSubscriptionCount(tx, tenant.accountId, row.id);
            if (live > 0) {
              throw conflictOn(
                "status",
                `This customer has ${live} live subscription${live === 1 ? "" : "s"}; cancel ${live === 1 ? "it" : "them"} before making the customer ${merged.status}.`,
                "CUSTOMER_HAS_SUBSCRIPTIONS",
              );
            }
          }
          if (testClockId !== row.testClockId) {
            // A customer's clock is fixed once its billing begins: checked with the customer locked, so a
            // subscription or invoice written at the same time (they lock it too) is seen.
            const locked = await lockCustomer(tx, tenant.accountId, row.id);
            if (!locked) throw notFound(CUSTOMER_NOT_FOUND);
            if (locked.testClockId !== testClockId && (await hasHistory(tx, tenant.accountId, row.id))) {
              throw validationFailed([
                { code: "TEST_CLOCK_FIXED", description: TEST_CLOCK_FIXED, field: "testClockId" },
              ]);
            }
          }
          const updated = await updateCustomer(tx, tenant.accountId, row.id, {
            ...columnsOf(merged, row.currency),
            testClockId,
            lastActivityAt: now,
            updatedAt: now,
          });
          if (!updated) throw notFound(CUSTOMER_NOT_FOUND);
          const answer = await view(tx, updated);
          await recordEvent(tx, {
            accountId: tenant.accountId,
            type: "customer.updated",
            object: answer,
            previous: changedFields(before, answer),
            testClockId: updated.testClockId,
            at: now,
          });
          return answer;
        }),
      );
      return answered;
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, tenant.accountId, id);
        if (await hasHistory(tx, tenant.accountId, row.id)) {
          throw conflictOn(undefined, CUSTOMER_IN_USE, "CUSTOMER_IN_USE");
        }
        const answer = await view(tx, row);
        await deleteCustomer(tx, tenant.accountId, row.id);
        await recordEvent(tx, {
          accountId: tenant.accountId,
          type: "customer.deleted",
          object: answer,
          testClockId: row.testClockId,
          at: clock.date(),
        });
      });
    },

    /**
     * The CSV of the customers matching the filters, written batch by batch as the client reads it: memory
     * holds one batch, whatever the number of customers.
     */
    async exportCsv(claims: AccessClaims, query: CustomerExportQuery): Promise<ReadableStream<Uint8Array>> {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const filters = { ...query, churnRisk: churnScore(query.churnRisk) };
      const encoder = new TextEncoder();
      let after: { createdAt: Date; id: string } | undefined;
      let header = true;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const rows = await customerBatch(db, tenant.accountId, filters, after, EXPORT_BATCH);
          const methods = await defaultMethods(
            db,
            tenant.accountId,
            rows.map((row) => row.id),
          );
          const today = clock.date();
          const text = stringify(
            rows.map((row) => exportRow(customerView(row, methods.get(row.id), today))),
            { header, columns: EXPORT_COLUMNS as unknown as string[], record_delimiter: "\r\n" },
          );
          // The byte order mark lets spreadsheets read the file as UTF-8.
          controller.enqueue(encoder.encode(header ? `\uFEFF${text}` : text));
          header = false;
          const last = rows.at(-1);
          if (rows.length < EXPORT_BATCH || !last) controller.close();
          else after = { createdAt: last.createdAt, id: last.id };
        },
      });
    },

    /**
     * Imports the CSV's rows as new customers: every row valid, all of them in one transaction; any row
     * invalid, none, and the answer lists each bad row by its line with its message.
     */
    async importCsv(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      readFile: () => Promise<string>,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const records = readCsv(await readFile());
      const codes = await knownCodes();
      const currency = await defaultCurrency(claims, tenant.accountId);
      const problems: (ErrorItem & { line: number })[] = [];
      let badRows = 0;
      const rows: { line: number; body: CustomerBody }[] = [];
      const seen = new Map<string, number>();
      for (const { record, line } of records) {
        const { input, problems: cells } = importInput(record);
        const result = validate(customerSchema, input);
        // Each problem names the file's own column (billingCity, not billingAddress.city).
        const found = [
          ...cells.map((cell) => ({ code: "INVALID_FORMAT", description: cell.message, field: cell.field })),
          ...(result.ok ? referenceProblems(result.value, codes) : toErrorItems(result.errors)),
        ].map((problem) => ({ ...problem, field: importColumn(problem.field ?? "") }));
        if (result.ok) {
          const email = result.value.email.toLowerCase();
          const earlier = seen.get(email);
          if (earlier !== undefined) {
            found.push({
              code: "CONFLICT",
              description: `This email address is already on line ${earlier}`,
              field: "email",
            });
          } else seen.set(email, line);
          if (found.length === 0) rows.push({ line, body: result.value });
        }
        if (found.length > 0) {
          badRows += 1;
          for (const problem of found)
            problems.push({ ...problem, description: `Line ${line}: ${problem.description}`, line });
        }
      }
      const taken = await emailsInUse(
        db,
        tenant.accountId,
        rows.map((row) => row.body.email.toLowerCase()),
      );
      for (const row of rows) {
        if (taken.has(row.body.email.toLowerCase())) {
          badRows += 1;
          problems.push({
            code: "CONFLICT",
            description: `Line ${row.line}: ${DUPLICATE_EMAIL}`,
            field: "email",
            line: row.line,
          });
        }
      }
      if (problems.length > 0) {
        problems.sort((a, b) => a.line - b.line);
        throw new ApiError(400, `${badRows} of ${records.length} rows have problems: nothing was imported.`, {
          errors: problems.slice(0, IMPORT_MAX_ERRORS),
        });
      }
      const now = clock.date();
      await uniqueEmail(() =>
        db.transaction(async (tx) => {
          for (let start = 0; start < rows.length; start += INSERT_BATCH) {
            const written = await insertCustomers(
              tx,
              rows.slice(start, start + INSERT_BATCH).map((row) => ({
                ...columnsOf(row.body, currency),
                roundAccountId: tenant.accountId,
                lastActivityAt: now,
                createdAt: now,
                updatedAt: now,
              })),
            );
            await importedEvents(tx, written, now);
          }
        }),
      );
      return { imported: rows.length };
    },

    /** Everything Round holds about the customer, as JSON (for a privacy request). */
    async dataExport(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
    ): Promise<CustomerDataExportResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await rowOf(db, tenant.accountId, id);
      const records = await customerRecords(db, tenant.accountId, row.id);
      const today = clock.date();
      return {
        exportedAt: today.toISOString(),
        customer: await view(db, row),
        notes: records.notes.map((note) => ({
          id: note.id,
          content: note.content,
          isInternal: note.isInternal,
          author: note.authorName,
          createdAt: note.createdAt.toISOString(),
        })),
        paymentMethods: records.methods.map((method) => paymentMethodView(method, today)),
        credits: records.credits.map((credit) => ({
          id: credit.id,
          amount: Number(credit.amount),
          currency: credit.currency,
          reason: credit.reason,
          createdAt: credit.createdAt.toISOString(),
        })),
      };
    },

    /** Writes an email to the customer, delivered through the outbox. */
    async sendEmail(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      input: { subject: string; message: string },
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const row = await rowOf(db, tenant.accountId, id);
      await db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          customerMail({
            to: row.email,
            subject: input.subject,
            body: input.message,
            accountName: tenant.membership.accountName,
            customerName: row.displayName,
          }),
        );
        await service.touch(tx, tenant.accountId, row.id);
        // The email as it was sent, part of the customer's history.
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "customer.email",
            resourceType: "customer",
            resourceId: row.id,
            changes: { email: [null, { to: row.email, subject: input.subject, message: input.message }] },
            at: clock.date(),
          },
        ]);
      });
      deps.mail.wake();
      return { queued: true, to: row.email };
    },
  };
  return service;
}

export type CustomerService = ReturnType<typeof customerService>;
