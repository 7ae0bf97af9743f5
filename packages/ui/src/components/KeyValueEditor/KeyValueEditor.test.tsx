import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { KeyValueEditor, type KeyValueEditorProps, type KeyValuePair } from "./KeyValueEditor";

/** The form's side: it keeps the rows. */
function Fields({
  initial = [],
  onChange,
  ...props
}: Partial<KeyValueEditorProps> & { initial?: KeyValuePair[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <KeyValueEditor
      label="Custom fields"
      {...props}
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange?.(next);
      }}
    />
  );
}

const two = [
  { key: "plan_code", value: "PRO" },
  { key: "region", value: "EU" },
];
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("KeyValueEditor", () => {
  test("a fieldset named by its legend; each input is named by its column and row", () => {
    render(<Fields initial={two} />);
    expect(screen.getByRole("group", { name: "Custom fields" }).tagName).toBe("FIELDSET");
    expect(textbox("Key 1").value).toBe("plan_code");
    expect(textbox("Value 2").value).toBe("EU");
    expect(screen.getByRole("button", { name: "Remove field region" })).toBeTruthy();
  });

  test("typing edits the row's key or value", async () => {
    const onChange = vi.fn();
    render(<Fields initial={two} onChange={onChange} />);
    await userEvent.type(textbox("Value 1"), "-2");
    expect(onChange).toHaveBeenLastCalledWith([{ key: "plan_code", value: "PRO-2" }, two[1]]);
  });

  test("with no rows it says so; Add field adds an empty row and focuses its key", async () => {
    const onChange = vi.fn();
    render(<Fields onChange={onChange} />);
    expect(screen.getByText("No custom fields")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add field" }));
    expect(onChange).toHaveBeenLastCalledWith([{ key: "", value: "" }]);
    expect(document.activeElement).toBe(textbox("Key 1"));
    expect(screen.queryByText("No custom fields")).toBeNull();
  });

  test("a row without a key is removed by its number", () => {
    render(<Fields initial={[{ key: " ", value: "x" }]} />);
    expect(screen.getByRole("button", { name: "Remove field 1" })).toBeTruthy();
  });

  test("removing moves focus to the row taking its place, else the row before, else Add", async () => {
    render(<Fields initial={[...two, { key: "tier", value: "gold" }]} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove field plan_code" }));
    expect(document.activeElement).toBe(textbox("Key 1"));
    expect(textbox("Key 1").value).toBe("region");
    await userEvent.click(screen.getByRole("button", { name: "Remove field tier" }));
    expect(document.activeElement).toBe(textbox("Key 1"));
    await userEvent.click(screen.getByRole("button", { name: "Remove field region" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add field" }));
    expect(screen.getByText("No custom fields")).toBeTruthy();
  });

  test("at maxRows Add is disabled and a hint says why", async () => {
    render(<Fields initial={[two[0] as KeyValuePair]} maxRows={2} />);
    const add = screen.getByRole("button", { name: "Add field" }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    await userEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(add.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(add.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "You can add up to 2 fields",
    );
  });

  test("errors show under their row's input and mark it invalid", () => {
    render(<Fields initial={two} errors={{ 1: { key: "Keys must be unique", value: "Enter a value" } }} />);
    const key = textbox("Key 2");
    expect(key.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(key.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Keys must be unique",
    );
    expect(textbox("Value 2").getAttribute("aria-invalid")).toBe("true");
    expect(textbox("Key 1").hasAttribute("aria-invalid")).toBe(false);
  });

  test("disabled disables every input and button", () => {
    render(<Fields initial={two} disabled />);
    for (const input of screen.getAllByRole("textbox"))
      expect((input as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("group") as HTMLFieldSetElement).disabled).toBe(true);
  });

  test("every text is a prop", () => {
    render(
      <Fields
        initial={[{ key: "", value: "" }]}
        label="Champs"
        addLabel="Ajouter"
        keyLabel="Clé"
        valueLabel="Valeur"
        inputLabel={(column, row) => `${column} n° ${row}`}
        removeLabel={(key, row) => `Supprimer ${key || row}`}
      />,
    );
    expect(textbox("Clé n° 1")).toBeTruthy();
    expect(textbox("Valeur n° 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Supprimer 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajouter" })).toBeTruthy();
  });
});
