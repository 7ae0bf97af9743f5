import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  businessFields,
  type DatabaseKind,
  describeOnBothDatabases,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// The invoice PDF's seller block: what the business entered at sign-up and onboarding (its organization's
// name, address and registration number) is printed on every invoice it sends.

describeOnBothDatabases("invoice PDF", (kind: DatabaseKind) => {
  let server: TestServer;
  let business: SignedUp;
  let personal: SignedUp;

  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  /** A finalized one-off invoice of `token`'s account, and its PDF's text. */
  async function invoicePdfText(token: string) {
    const customer = ok(
      await server.post(
        "/api/customers",
        { email: uniqueEmail("pdf"), firstName: "Jane", lastName: "Cooper", currency: "USD" },
        token,
      ),
      201,
    );
    const invoice = ok(
      await server.post(
        "/api/invoices",
        { customerId: customer.id, items: [{ description: "Consulting", amount: 120 }], finalize: true },
        token,
      ),
      201,
    );
    const answer = await server.instance.app.request(`/api/invoices/${invoice.id}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await answer.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    await pdf.loadingTask.destroy();
    return text;
  }

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [business, personal] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Grace", lastName: "Hopper" }),
    ]);
  });

  afterAll(async () => {
    await server?.close();
  });

  it("prints the organization's name, address and registration number as the seller", async () => {
    const fields = businessFields();
    const text = await invoicePdfText(business.token);
    for (const line of [
      fields.companyName,
      fields.addressLine1,
      fields.addressLine2,
      `${fields.city}, ${fields.state}, ${fields.zipCode}`,
      fields.country,
      `Registration No. ${fields.registrationNumber}`,
    ]) {
      expect(text).toContain(line);
    }
    // The sign-up left the tax ID blank: no empty label for it.
    expect(text).not.toContain("Tax ID");
  });

  it("follows the organization's changes: its primary address and a tax ID added later", async () => {
    const organizations = ok(await server.get("/organizations", business.token));
    const organization = organizations.items[0];
    ok(await server.put(`/organizations/${organization.id}`, { taxId: "GB123456789" }, business.token));
    ok(
      await server.post(
        `/organizations/${organization.id}/addresses`,
        {
          name: "Head office",
          addressLine1: "1 Babbage Row",
          number: "4B",
          city: "Cambridge",
          state: "Cambridgeshire",
          zipCode: "CB2 1TN",
          country: "United Kingdom",
          addressType: "billing",
          isPrimary: true,
        },
        business.token,
      ),
      201,
    );
    const text = await invoicePdfText(business.token);
    expect(text).toContain("1 Babbage Row, 4B");
    expect(text).toContain("Cambridge, Cambridgeshire, CB2 1TN");
    expect(text).not.toContain(businessFields().addressLine1);
    expect(text).toContain("Tax ID GB123456789");
  });

  it("prints the account's name alone for an account without an organization", async () => {
    const text = await invoicePdfText(personal.token);
    expect(text).toContain("INVOICE");
    expect(text).not.toContain("Registration No.");
  });
});
