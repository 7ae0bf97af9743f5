/**
 * A small in-memory customers server for the customer stories, answering the API of COMMERCE.md at the
 * network level: the list with its search, filters, order and pages, the summary computed from the records,
 * create and change (checked with the shared schemas, 400 with their field messages, 409 for an email in
 * use), delete, notes, payment methods through a test gateway answering as the server's, credits, emails,
 * the CSV export and the all-or-none import. Made fresh for each story run (inside `mockApi`).
 */
import { addAmounts, divideAmount, roundMoney } from "@round/billing";
import {
  type CreditResponse,
  type CustomerResponse,
  creditSchema,
  customerEmailSchema,
  customerFormSchema,
  customerSchema,
  defaultDisplayName,
  EMAIL_PREFERENCE_DEFAULTS,
  type NoteResponse,
  noteSchema,
  type PaymentMethodResponse,
  paymentMethodSchema,
  type TestClockResponse,
  validate,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import type { RequestSpy } from "./handlers";

const NOW = "2026-03-02T09:00:00.000Z";
export const DUPLICATE_EMAIL = "A customer with this email address already exists.";
export const CUSTOMER_IN_USE =
  "This customer has subscriptions or invoices. Set its status to cancelled or inactive instead.";
export const TEST_CLOCK_FIXED =
  "This customer has subscriptions or invoices: its test clock was fixed when its billing began. Create a new customer to rehearse on a clock.";

/** What a story gives of a customer: the rest takes the server's defaults. */
export type CustomerSeed = Partial<CustomerResponse> & { email: string };

interface CustomersBackendOptions {
  customers?: CustomerSeed[];
  notes?: Record<string, Partial<NoteResponse>[]>;
  paymentMethods?: Record<string, Partial<PaymentMethodResponse>[]>;
  credits?: Record<string, Partial<CreditResponse>[]>;
  /** Ids of customers with subscriptions or invoices: deleting them answers 409, moving their clock 400. */
  inUse?: string[];
  /** The account's test clocks (GET /api/test-clocks), which customers may be put on. */
  testClocks?: TestClockResponse[];
  /** Per plan id, the customers with a live subscription to it (the list's `planId` filter). */
  planSubscribers?: Record<string, string[]>;
  currency?: string;
  spy?: RequestSpy;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const problem = (status: number, description: string, code = "CONFLICT", field?: string) =>
  json({ message: description, errors: [{ code, description, ...(field ? { field } : {}) }] }, status);
const notFound = (what = "Customer not found.") => problem(404, what, "NOT_FOUND");
const invalid = (errors: { code: string; message: string; field: string }[]) =>
  json(
    {
      message: errors[0]?.message ?? "Invalid",
      errors: errors.map((error) => ({ code: error.code, description: error.message, field: error.field })),
    },
    400,
  );

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : null;
}

/** A customer as the server answers it, from a story's seed. */
function customerFrom(seed: CustomerSeed, index: number, currency = "USD"): CustomerResponse {
  const base: CustomerResponse = {
    id: `customer-${index + 1}`,
    email: seed.email,
    firstName: "",
    lastName: "",
    displayName: "",
    company: "",
    phone: "",
    taxNumber: "",
    taxIds: [],
    taxExempt: "none",
    locale: "",
    timezone: "",
    status: "active",
    billingAddress: null,
    shippingAddress: null,
    paymentMethod: null,
    currency,
    totalMRR: 0,
    totalLTV: 0,
    accountBalance: 0,
    creditBalance: 0,
    unbilledCharges: 0,
    activeSubscriptions: 0,
    churnRisk: "low",
    churnSignals: [],
    signupDate: NOW,
    trialEndDate: null,
    lastActivityDate: NOW,
    emailPreferences: { ...EMAIL_PREFERENCE_DEFAULTS },
    portalAccess: true,
    autoCollection: false,
    tags: [],
    customFields: {},
    createdAt: NOW,
    updatedAt: NOW,
  };
  const customer = { ...base, ...seed };
  return { ...customer, displayName: seed.displayName || defaultDisplayName(customer) };
}

const ORDER: Record<string, (customer: CustomerResponse) => string | number> = {
  displayName: (c) => c.displayName.toLowerCase(),
  email: (c) => c.email.toLowerCase(),
  company: (c) => c.company.toLowerCase(),
  status: (c) => c.status,
  totalMRR: (c) => c.totalMRR,
  totalLTV: (c) => c.totalLTV,
  churnRisk: (c) => ["low", "medium", "high"].indexOf(c.churnRisk),
  createdAt: (c) => c.createdAt,
};

export function customersBackend(options: CustomersBackendOptions = {}) {
  const currency = options.currency ?? "USD";
  const customers = (options.customers ?? []).map((seed, index) => customerFrom(seed, index, currency));
  const notes = new Map<string, NoteResponse[]>();
  const methods = new Map<string, PaymentMethodResponse[]>();
  const credits = new Map<string, CreditResponse[]>();
  const inUse = new Set(options.inUse ?? []);
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}-new-${sequence}`;
  };
  for (const [id, list] of Object.entries(options.notes ?? {})) {
    notes.set(
      id,
      list.map((note, index) => ({
        id: `${id}-note-${index + 1}`,
        content: "",
        author: "Demo Owner",
        isInternal: true,
        createdAt: NOW,
        ...note,
      })),
    );
  }
  for (const [id, list] of Object.entries(options.paymentMethods ?? {})) {
    methods.set(
      id,
      list.map((method, index) => ({
        id: `${id}-pm-${index + 1}`,
        type: "card",
        gateway: "test",
        status: "valid",
        cardType: "Visa",
        last4: "4242",
        expiryMonth: 12,
        expiryYear: 2030,
        offlineMethod: null,
        reference: null,
        isDefault: index === 0,
        createdAt: NOW,
        ...method,
      })),
    );
  }
  for (const [id, list] of Object.entries(options.credits ?? {})) {
    credits.set(
      id,
      list.map((credit, index) => ({
        id: `${id}-credit-${index + 1}`,
        amount: 0,
        currency,
        reason: "",
        createdBy: "Demo Owner",
        createdAt: NOW,
        creditBalance: 0,
        ...credit,
      })),
    );
  }

  const find = (id: unknown) => customers.find((customer) => customer.id === id);
  const withDefault = (customer: CustomerResponse): CustomerResponse => ({
    ...customer,
    paymentMethod: (methods.get(customer.id) ?? []).find((method) => method.isDefault) ?? null,
  });
  /** One customer's answer: as in lists, and whether its test clock may still change. */
  const one = (customer: CustomerResponse): CustomerResponse => ({
    ...withDefault(customer),
    testClockChangeable: !inUse.has(customer.id),
  });
  const record = async (request: Request) => {
    const url = new URL(request.url);
    options.spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: request.headers.get("Content-Type")?.includes("json")
        ? await bodyOf(request)
        : await request.clone().text(),
    });
  };

  function matching(url: URL) {
    const search = url.searchParams.get("search")?.toLowerCase() ?? "";
    const status = url.searchParams.get("status");
    const churnRisk = url.searchParams.get("churnRisk");
    const country = url.searchParams.get("country");
    const planId = url.searchParams.get("planId");
    const subscribers = planId ? (options.planSubscribers?.[planId] ?? []) : [];
    return customers.filter(
      (customer) =>
        (!search ||
          [customer.displayName, customer.email, customer.company, customer.id].some((text) =>
            text.toLowerCase().includes(search),
          )) &&
        (!status || customer.status === status) &&
        (!churnRisk || customer.churnRisk === churnRisk) &&
        (!country || customer.billingAddress?.country === country) &&
        (!planId || subscribers.includes(customer.id)),
    );
  }

  function toCustomer(
    values: Record<string, unknown>,
    existing?: CustomerResponse,
  ): CustomerResponse | Response {
    const result = validate(customerFormSchema, values);
    if (!result.ok) return invalid(result.errors.map((error) => ({ ...error, field: error.field })));
    const { testClockId: clockSent, ...body } = result.value;
    const testClockId = clockSent === undefined ? (existing?.testClockId ?? null) : clockSent;
    if (testClockId !== null && !(options.testClocks ?? []).some((clock) => clock.id === testClockId)) {
      return problem(400, "Test clock not found", "NOT_FOUND", "testClockId");
    }
    if (existing && testClockId !== (existing.testClockId ?? null) && inUse.has(existing.id)) {
      return problem(400, TEST_CLOCK_FIXED, "TEST_CLOCK_FIXED", "testClockId");
    }
    const taken = customers.some(
      (customer) => customer.id !== existing?.id && customer.email.toLowerCase() === body.email.toLowerCase(),
    );
    if (taken) return problem(409, DUPLICATE_EMAIL, "CONFLICT", "email");
    const base = existing ?? customerFrom({ email: body.email }, customers.length, currency);
    const next = {
      ...base,
      ...body,
      id: existing?.id ?? nextId("customer"),
      testClockId,
      currency: body.currency || base.currency,
      updatedAt: NOW,
    };
    return { ...next, displayName: body.displayName || defaultDisplayName(next) };
  }

  const bodyFromCustomer = (customer: CustomerResponse) => ({
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: customer.displayName === defaultDisplayName(customer) ? "" : customer.displayName,
    company: customer.company,
    phone: customer.phone,
    taxNumber: customer.taxNumber,
    taxIds: customer.taxIds,
    taxExempt: customer.taxExempt,
    locale: customer.locale,
    timezone: customer.timezone,
    status: customer.status,
    currency: customer.currency,
    billingAddress: customer.billingAddress,
    shippingAddress: customer.shippingAddress,
    emailPreferences: customer.emailPreferences,
    portalAccess: customer.portalAccess,
    autoCollection: customer.autoCollection,
    tags: customer.tags,
    customFields: customer.customFields,
  });

  const money = (amount: string) => Number(roundMoney(amount, currency));

  return [
    ...(options.testClocks ? [http.get("/api/test-clocks", () => json(options.testClocks))] : []),
    http.get("/api/customers", ({ request }) => {
      const url = new URL(request.url);
      const orderBy = url.searchParams.get("orderBy") ?? "createdAt";
      const ascending = url.searchParams.get("isAscending") === "true";
      const key = ORDER[orderBy] ?? ORDER.createdAt!;
      const sorted = [...matching(url)].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const order = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
        return ascending ? order : -order;
      });
      const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
      const pageNumber = Number(url.searchParams.get("pageNumber") ?? 1);
      return json({
        items: sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(withDefault),
        totalCount: sorted.length,
        pageNumber,
        pageSize,
        totalPages: Math.ceil(sorted.length / pageSize),
      });
    }),
    http.get("/api/customers/summary", () => {
      const paying = customers.filter((customer) => customer.totalMRR > 0);
      const paid = customers.filter((customer) => customer.totalLTV > 0);
      const mean = (values: number[]) =>
        values.length === 0 ? 0 : money(divideAmount(addAmounts(...values), values.length));
      return json({
        totalCustomers: customers.length,
        activeCustomers: customers.filter((customer) => customer.status === "active").length,
        avgMRR: mean(paying.map((customer) => customer.totalMRR)),
        avgLTV: mean(paid.map((customer) => customer.totalLTV)),
        churnRate: 0,
        currency,
      });
    }),
    http.get("/api/customers/export", ({ request }) => {
      const rows = matching(new URL(request.url));
      const text = [
        "id,email,firstName,lastName,company,status",
        ...rows.map((c) => [c.id, c.email, c.firstName, c.lastName, c.company, c.status].join(",")),
      ].join("\r\n");
      return new HttpResponse(`\uFEFF${text}\r\n`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="customers.csv"',
        },
      });
    }),
    http.post("/api/customers/import", async ({ request }) => {
      await record(request);
      const [header = "", ...lines] = (await request.clone().text()).trim().split(/\r?\n/);
      const columns = header.split(",").map((name) => name.trim());
      if (!columns.includes("email")) {
        return problem(
          400,
          "The file has no email column: the first row must name the columns.",
          "INVALID_CSV",
        );
      }
      const errors: { code: string; description: string; field: string; line: number }[] = [];
      const bodies: Record<string, unknown>[] = [];
      lines.forEach((line, index) => {
        const cells = line.split(",");
        const values = Object.fromEntries(columns.map((name, at) => [name, cells[at] ?? ""]));
        const result = validate(customerSchema, values);
        if (!result.ok) {
          for (const error of result.errors) {
            errors.push({
              code: error.code,
              description: `Line ${index + 2}: ${error.message}`,
              field: error.field,
              line: index + 2,
            });
          }
        } else if (customers.some((customer) => customer.email === result.value.email)) {
          errors.push({
            code: "CONFLICT",
            description: `Line ${index + 2}: ${DUPLICATE_EMAIL}`,
            field: "email",
            line: index + 2,
          });
        } else bodies.push(values);
      });
      if (errors.length > 0) {
        const bad = new Set(errors.map((error) => error.line)).size;
        return json(
          { message: `${bad} of ${lines.length} rows have problems: nothing was imported.`, errors },
          400,
        );
      }
      for (const values of bodies) {
        const made = toCustomer(values);
        if (!(made instanceof Response)) customers.push(made);
      }
      return json({ imported: bodies.length }, 201);
    }),
    http.post("/api/customers", async ({ request }) => {
      await record(request);
      const made = toCustomer(((await bodyOf(request)) ?? {}) as Record<string, unknown>);
      if (made instanceof Response) return made;
      customers.unshift(made);
      return json(one(made), 201);
    }),
    http.get("/api/customers/:id", ({ params }) => {
      // Not a customer's id: left to the summary and export handlers, whatever order the handlers are in.
      if (params.id === "summary" || params.id === "export") return undefined;
      const customer = find(params.id);
      return customer ? json(one(customer)) : notFound();
    }),
    http.put("/api/customers/:id", async ({ request, params }) => {
      await record(request);
      const existing = find(params.id);
      if (!existing) return notFound();
      const sent = ((await bodyOf(request)) ?? {}) as Record<string, unknown>;
      const made = toCustomer({ ...bodyFromCustomer(existing), ...sent }, existing);
      if (made instanceof Response) return made;
      customers.splice(customers.indexOf(existing), 1, made);
      return json(one(made));
    }),
    http.delete("/api/customers/:id", async ({ request, params }) => {
      await record(request);
      const existing = find(params.id);
      if (!existing) return notFound();
      if (inUse.has(existing.id)) return problem(409, CUSTOMER_IN_USE, "CUSTOMER_IN_USE");
      customers.splice(customers.indexOf(existing), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("/api/customers/:id/export", ({ params }) => {
      const customer = find(params.id);
      if (!customer) return notFound();
      const data = {
        exportedAt: NOW,
        customer: withDefault(customer),
        notes: notes.get(customer.id) ?? [],
        paymentMethods: methods.get(customer.id) ?? [],
        credits: credits.get(customer.id) ?? [],
      };
      return new HttpResponse(JSON.stringify(data, null, 2), {
        headers: {
          "Content-Type": "application/json",
          "Content-Disposition": `attachment; filename="customer-${customer.id}.json"`,
        },
      });
    }),
    http.post("/api/customers/:id/emails", async ({ request, params }) => {
      await record(request);
      const customer = find(params.id);
      if (!customer) return notFound();
      const result = validate(customerEmailSchema, await bodyOf(request));
      if (!result.ok) return invalid(result.errors);
      return json({ queued: true, to: customer.email }, 202);
    }),
    http.get("/api/customers/:id/notes", ({ params }) =>
      find(params.id) ? json(notes.get(String(params.id)) ?? []) : notFound(),
    ),
    http.post("/api/customers/:id/notes", async ({ request, params }) => {
      await record(request);
      const customer = find(params.id);
      if (!customer) return notFound();
      const result = validate(noteSchema, await bodyOf(request));
      if (!result.ok) return invalid(result.errors);
      const note: NoteResponse = {
        id: nextId("note"),
        content: result.value.content,
        isInternal: result.value.isInternal,
        author: "Demo Owner",
        createdAt: NOW,
      };
      notes.set(customer.id, [note, ...(notes.get(customer.id) ?? [])]);
      return json(note, 201);
    }),
    http.delete("/api/customers/:id/notes/:noteId", async ({ request, params }) => {
      await record(request);
      const list = notes.get(String(params.id)) ?? [];
      if (!list.some((note) => note.id === params.noteId)) return notFound("Note not found.");
      notes.set(
        String(params.id),
        list.filter((note) => note.id !== params.noteId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("/api/customers/:id/payment-methods", ({ params }) =>
      find(params.id) ? json(methods.get(String(params.id)) ?? []) : notFound(),
    ),
    http.post("/api/customers/:id/payment-methods", async ({ request, params }) => {
      await record(request);
      const customer = find(params.id);
      if (!customer) return notFound();
      const result = validate(paymentMethodSchema(new Date(NOW)), await bodyOf(request));
      if (!result.ok) return invalid(result.errors);
      const input = result.value;
      if (
        input.type === "card" &&
        input.cardNumber !== "4242424242424242" &&
        input.cardNumber !== "4000000000009995"
      ) {
        const declined = input.cardNumber === "4000000000000002";
        return problem(
          400,
          declined ? "Your card was declined." : "Your card number is incorrect.",
          declined ? "CARD_DECLINED" : "INVALID_NUMBER",
          "cardNumber",
        );
      }
      const list = methods.get(customer.id) ?? [];
      const isDefault = input.isDefault === true || !list.some((method) => method.isDefault);
      const method: PaymentMethodResponse = {
        id: nextId("pm"),
        type: input.type,
        gateway: input.type === "card" ? "test" : "offline",
        status: "valid",
        cardType: input.type === "card" ? "Visa" : null,
        last4: input.type === "card" ? input.cardNumber.slice(-4) : null,
        expiryMonth: input.type === "card" ? input.expiryMonth : null,
        expiryYear: input.type === "card" ? input.expiryYear : null,
        offlineMethod: input.type === "offline" ? input.method : null,
        reference: input.type === "offline" ? input.reference || null : null,
        isDefault,
        createdAt: NOW,
      };
      methods.set(customer.id, [
        method,
        ...list.map((other) => (isDefault ? { ...other, isDefault: false } : other)),
      ]);
      return json(method, 201);
    }),
    http.post("/api/customers/:id/payment-methods/:pmId/default", async ({ request, params }) => {
      await record(request);
      const list = methods.get(String(params.id)) ?? [];
      if (!list.some((method) => method.id === params.pmId)) return notFound("Payment method not found.");
      const next = list.map((method) => ({ ...method, isDefault: method.id === params.pmId }));
      methods.set(String(params.id), next);
      return json(next.find((method) => method.isDefault));
    }),
    http.delete("/api/customers/:id/payment-methods/:pmId", async ({ request, params }) => {
      await record(request);
      const list = methods.get(String(params.id)) ?? [];
      const removed = list.find((method) => method.id === params.pmId);
      if (!removed) return notFound("Payment method not found.");
      const rest = list.filter((method) => method !== removed);
      if (removed.isDefault && rest[0]) rest[0] = { ...rest[0], isDefault: true };
      methods.set(String(params.id), rest);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("/api/customers/:id/credits", ({ params }) =>
      find(params.id) ? json(credits.get(String(params.id)) ?? []) : notFound(),
    ),
    http.post("/api/customers/:id/credits", async ({ request, params }) => {
      await record(request);
      const customer = find(params.id);
      if (!customer) return notFound();
      const result = validate(creditSchema(customer.currency), await bodyOf(request));
      if (!result.ok) return invalid(result.errors);
      const balance = money(addAmounts(customer.creditBalance, result.value.amount));
      const credit: CreditResponse = {
        id: nextId("credit"),
        amount: result.value.amount,
        currency: customer.currency,
        reason: result.value.reason,
        createdBy: "Demo Owner",
        createdAt: NOW,
        creditBalance: balance,
      };
      credits.set(customer.id, [credit, ...(credits.get(customer.id) ?? [])]);
      const updated = {
        ...customer,
        creditBalance: balance,
        accountBalance: money(addAmounts(customer.accountBalance, result.value.amount)),
      };
      customers.splice(customers.indexOf(customer), 1, updated);
      return json(credit, 201);
    }),
  ];
}
