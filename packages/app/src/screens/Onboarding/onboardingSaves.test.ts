import { describe, expect, it, vi } from "vitest";
import { addressBody, createOrganizationSaver, organizationPayload, primaryAddress } from "./onboardingSaves";

const draft = {
  companyName: "Acme Ltd",
  country: "GB",
  industry: "software",
  companySize: "11-50",
  website: "https://acme.test",
  description: "",
  revenue: 0,
};

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

describe("createOrganizationSaver", () => {
  const payload = organizationPayload(
    draft,
    { currency: "USD", timezone: "UTC", fiscalYearStart: "January" },
    null,
  );

  it("sends nothing when the payload did not change", async () => {
    const save = vi.fn(async () => {});
    const saver = createOrganizationSaver(save);
    saver.prime(payload);
    await expect(saver.save(payload)).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it("shares one request between quick repeated saves of the same payload", async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const saver = createOrganizationSaver(save, 2000, () => 0);
    const first = saver.save(payload);
    const second = saver.save(payload);
    finish();
    await Promise.all([first, second]);
    expect(save).toHaveBeenCalledTimes(1);
    await expect(saver.save(payload)).resolves.toBe(false);
  });

  it("saves again after a change, and retries after a failure", async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    const saver = createOrganizationSaver(save);
    await expect(saver.save(payload)).rejects.toThrow("down");
    await expect(saver.save(payload)).resolves.toBe(true);
    await expect(saver.save({ ...payload, name: "Acme Group" })).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(3);
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
});
