import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrganizationPayload } from "../../api/types";
import {
  addressBody,
  browserTimeZone,
  createOrganizationSaver,
  hasCompleteProfile,
  organizationPayload,
  primaryAddress,
} from "./onboardingSaves";

const draft = {
  companyName: "Acme Ltd",
  country: "GB",
  industry: "software",
  companySize: "11-50",
  website: "https://acme.test",
  description: "",
  revenue: 0,
};

describe("browserTimeZone", () => {
  afterEach(() => vi.restoreAllMocks());
  const browserSays = (timeZone: string) =>
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone,
    });

  it("keeps any IANA zone, not only the spec's nine", () => {
    browserSays("America/Sao_Paulo");
    expect(browserTimeZone()).toBe("America/Sao_Paulo");
    browserSays("Asia/Kolkata");
    expect(browserTimeZone()).toBe("Asia/Kolkata");
  });

  it("falls back to UTC for a zone the list does not hold", () => {
    browserSays("Mars/Olympus_Mons");
    expect(browserTimeZone()).toBe("UTC");
  });
});

describe("organizationPayload", () => {
  it("maps the wizard's values onto the spec's organization payload with its defaults", () => {
    expect(
      organizationPayload(
        draft,
        { currency: "EUR", timezone: "Europe/Paris", fiscalYearStart: "April" },
        null,
      ),
    ).toEqual({
      name: "Acme Ltd",
      description: "",
      website: "https://acme.test",
      size: "11-50",
      revenue: 0,
      category: "software",
      type: "corporation",
      registrationNumber: undefined,
      currency: "EUR",
      timeZone: "Europe/Paris",
      country: "GB",
      fiscalYearStart: "April",
    });
  });
});

describe("createOrganizationSaver (debounced by 2000 ms)", () => {
  const payload = organizationPayload(
    draft,
    { currency: "USD", timezone: "UTC", fiscalYearStart: "January" },
    null,
  );
  const renamed = { ...payload, name: "Acme Group" };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function saverWith(overrides: Partial<Parameters<typeof createOrganizationSaver>[0]> = {}) {
    const create = vi.fn(async (_payload: OrganizationPayload) => "org-1");
    const update = vi.fn(async (_id: string, _payload: OrganizationPayload) => {});
    const onBackgroundError = vi.fn();
    const saver = createOrganizationSaver({ create, update, onBackgroundError, ...overrides });
    return { saver, create, update, onBackgroundError };
  }

  it("saves an edit only after 2000 ms without another, creating the organization the first time", async () => {
    const { saver, create } = saverWith();
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(1999);
    expect(create).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(payload);
    expect(saver.organizationId).toBe("org-1");
  });

  it("starts the quiet time over on every edit and saves only the last one", async () => {
    const { saver, create } = saverWith();
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(1500);
    saver.schedule(renamed);
    await vi.advanceTimersByTimeAsync(1999);
    expect(create).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(renamed);
  });

  it("updates the created organization afterwards, and sends nothing for data already saved", async () => {
    const { saver, create, update } = saverWith();
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(2000);
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(5000);
    expect(update).not.toHaveBeenCalled();
    saver.schedule(renamed);
    await vi.advanceTimersByTimeAsync(2000);
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith("org-1", renamed);
  });

  it("Next flushes a waiting edit at once, and the timer then sends nothing more", async () => {
    const { saver, create } = saverWith();
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(500);
    await expect(saver.flush(payload)).resolves.toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("Next during a save the timer started waits for it instead of sending it again", async () => {
    let finish: (id: string) => void = () => {};
    const create = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { saver, update } = saverWith({ create });
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(2000);
    expect(create).toHaveBeenCalledTimes(1);
    const next = saver.flush(payload);
    finish("org-1");
    await expect(next).resolves.toBe(false);
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });

  it("a loaded organization is updated, never created, and only when it changed", async () => {
    const { saver, create, update } = saverWith();
    saver.prime("org-9", payload);
    await expect(saver.flush(payload)).resolves.toBe(false);
    await expect(saver.flush(renamed)).resolves.toBe(true);
    expect(create).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith("org-9", renamed);
  });

  it("a waiting edit is sent at once when the screen is left, and only once", async () => {
    const { saver, create } = saverWith();
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(500);
    saver.flushWaiting();
    await vi.advanceTimersByTimeAsync(0);
    expect(create).toHaveBeenCalledTimes(1);
    saver.flushWaiting();
    await vi.advanceTimersByTimeAsync(5000);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("values that do not pass the rules cancel a waiting save", async () => {
    const { saver, create } = saverWith();
    saver.schedule(payload);
    saver.schedule(null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(create).not.toHaveBeenCalled();
  });

  it("reports a failed background save, and Next tries again", async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue("org-1");
    const { saver, onBackgroundError } = saverWith({ create });
    saver.schedule(payload);
    await vi.advanceTimersByTimeAsync(2000);
    expect(onBackgroundError).toHaveBeenCalledWith(new Error("down"));
    await expect(saver.flush(payload)).resolves.toBe(true);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("Next's own failure reaches its caller", async () => {
    const { saver, onBackgroundError } = saverWith({
      create: vi.fn().mockRejectedValue(new Error("Failed to create organization")),
    });
    await expect(saver.flush(payload)).rejects.toThrow("Failed to create organization");
    expect(onBackgroundError).not.toHaveBeenCalled();
  });
});

describe("primaryAddress", () => {
  it("prefers the primary address", () => {
    const a = { name: "A", addressLine1: "1", city: "X", country: "GB" };
    const b = { ...a, name: "B", isPrimary: true };
    expect(primaryAddress([a, b])?.name).toBe("B");
    expect(primaryAddress([a])?.name).toBe("A");
    expect(primaryAddress([])).toBeNull();
  });
});

describe("addressBody", () => {
  const values = {
    name: "Head Office",
    addressLine1: "1 Main St",
    number: "4",
    city: "Leeds",
    country: "GB",
  };

  it("keeps the second street line the address step does not show, and makes the address primary", () => {
    const existing = { ...values, addressLine1: "Old St", addressLine2: "Floor 2", isPrimary: false };
    expect(addressBody(values, existing)).toEqual({ ...values, addressLine2: "Floor 2", isPrimary: true });
  });

  it("sends only the step's values for a new address", () => {
    expect(addressBody(values, null)).toEqual({ ...values, isPrimary: true });
  });

  it.each(["name", "addressLine1", "city", "country"] as const)(
    "refuses an address without %s: 'Address information is incomplete'",
    (field) => {
      expect(() => addressBody({ ...values, [field]: " " }, null)).toThrow(
        "Address information is incomplete",
      );
    },
  );
});

describe("hasCompleteProfile", () => {
  it("needs both names", () => {
    expect(hasCompleteProfile({ firstName: "Ada", lastName: "Lovelace" })).toBe(true);
    expect(hasCompleteProfile({ firstName: "Ada", lastName: "" })).toBe(false);
    expect(hasCompleteProfile({ firstName: "  ", lastName: "Lovelace" })).toBe(false);
  });
});
