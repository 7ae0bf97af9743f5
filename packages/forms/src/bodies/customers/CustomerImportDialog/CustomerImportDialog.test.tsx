import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CustomerImportForm } from "./CustomerImportDialog.tsx";
import { CUSTOMER_IMPORT_MAX_BYTES } from "./customerImport.ts";

const csv = (name = "customers.csv", content = "email\nada@example.com\n") =>
  new File([content], name, { type: "text/csv" });

function choose(file: File) {
  const input = screen.getByLabelText("Customers CSV") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Import" }));

describe("CustomerImportForm", () => {
  it("sends the chosen file and reports how many were imported", async () => {
    const onImport = vi.fn(async () => ({ imported: 1 }));
    const onSuccess = vi.fn();
    render(<CustomerImportForm onImport={onImport} onSuccess={onSuccess} onCancel={() => {}} />);
    const file = csv();
    choose(file);
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(1));
    expect(onImport).toHaveBeenCalledWith(file);
  });

  it("refuses a file over 20 MiB before sending it", () => {
    const onImport = vi.fn(async () => ({ imported: 0 }));
    render(<CustomerImportForm onImport={onImport} onCancel={() => {}} />);
    const big = csv();
    Object.defineProperty(big, "size", { value: CUSTOMER_IMPORT_MAX_BYTES + 1 });
    choose(big);
    expect(screen.getByText("The file is too large (limit 20 MiB)")).toBeTruthy();
    submit();
    expect(onImport).not.toHaveBeenCalled();
  });

  it("lists the bad rows of a refused file and stays ready for another", async () => {
    const body = {
      message: "1 of 2 rows have problems: nothing was imported.",
      errors: [
        { code: "REQUIRED", field: "email", description: "Line 3: Email address is required", line: 3 },
      ],
    };
    const onImport = vi.fn(async () => Promise.reject(Object.assign(new Error("x"), { body })));
    render(<CustomerImportForm onImport={onImport} onCancel={() => {}} />);
    choose(csv());
    submit();
    const table = await screen.findByRole("table");
    expect(screen.getByRole("alert").textContent).toContain(body.message);
    // The rows themselves are drawn by the virtualized table, which jsdom cannot measure: the story checks them.
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Line", "Field", "Problem"]);
    expect((screen.getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
