import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { RepeatableRows, type RepeatableRowsProps } from "./RepeatableRows";

/** The owner's side: it keeps the rows, each one a name. */
function Names({ initial = [], onRemove, ...props }: Partial<RepeatableRowsProps> & { initial?: string[] }) {
  const [names, setNames] = useState(initial);
  return (
    <RepeatableRows
      label="Contacts"
      rowLabel={(row) => `Contact ${row}`}
      removeLabel={(row) => `Remove contact ${row}`}
      addLabel="Add contact"
      emptyText="No contacts"
      {...props}
      count={names.length}
      renderRow={(index) => (
        <label>
          Name
          <input
            value={names[index]}
            onChange={(event) =>
              setNames(names.map((name, at) => (at === index ? event.target.value : name)))
            }
          />
        </label>
      )}
      onAdd={() => setNames([...names, ""])}
      onRemove={(index) => {
        onRemove?.(index);
        setNames(names.filter((_, at) => at !== index));
      }}
    />
  );
}

const row = (name: string) => within(screen.getByRole("group", { name }));

describe("RepeatableRows", () => {
  test("a fieldset named by its legend; each row a group named by its number, with its own fields", () => {
    render(<Names initial={["Ada", "Grace"]} />);
    expect(screen.getByRole("group", { name: "Contacts" }).tagName).toBe("FIELDSET");
    expect(row("Contact 2").getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Grace");
    expect(row("Contact 1").getByRole("button", { name: "Remove contact 1" })).toBeTruthy();
  });

  test("with no rows it says so; Add adds a row and focuses its first field", async () => {
    render(<Names />);
    expect(screen.getByText("No contacts")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add contact" }));
    expect(screen.queryByText("No contacts")).toBeNull();
    expect(document.activeElement).toBe(row("Contact 1").getByRole("textbox", { name: "Name" }));
  });

  test("removing a row focuses the row that took its place, else the one before, else Add", async () => {
    const onRemove = vi.fn();
    render(<Names initial={["Ada", "Grace", "Katherine"]} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove contact 2" }));
    expect(onRemove).toHaveBeenCalledWith(1);
    const second = row("Contact 2").getByRole("textbox", { name: "Name" });
    expect(second).toHaveProperty("value", "Katherine");
    expect(document.activeElement).toBe(second);
    await userEvent.click(screen.getByRole("button", { name: "Remove contact 2" }));
    expect(document.activeElement).toBe(row("Contact 1").getByRole("textbox", { name: "Name" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove contact 1" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add contact" }));
  });

  test("at maxRows Add is disabled and says why", () => {
    render(<Names initial={["Ada", "Grace"]} maxRows={2} />);
    const add = screen.getByRole("button", { name: "Add contact" });
    expect(add).toHaveProperty("disabled", true);
    expect(add.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("You can add up to 2 rows")).toBeTruthy();
  });

  test("the hint and the list's message describe the fieldset", () => {
    render(<Names initial={["Ada"]} hint="People to write to" error="Too many contacts" />);
    const fieldset = screen.getByRole("group", { name: "Contacts" });
    const ids = fieldset.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "People to write to",
      "Too many contacts",
    ]);
  });

  test("disabled, every field and button inside is disabled", () => {
    render(<Names initial={["Ada"]} disabled />);
    // Through the fieldset: the controls' own `disabled` stays false, `:disabled` matches.
    expect(screen.getByRole("button", { name: "Add contact" }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Remove contact 1" }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Name" }).matches(":disabled")).toBe(true);
  });
});
