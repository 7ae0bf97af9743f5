import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { TagInput, type TagInputProps } from "./TagInput";

/** The form's side: it keeps the tags, as a form keeps its values. */
function Tags({ initial = [], onChange, ...props }: Partial<TagInputProps> & { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      label="Tags"
      {...props}
      value={tags}
      onChange={(next) => {
        setTags(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole("textbox", { name: "Tags" });
const tags = () =>
  within(screen.getByRole("list", { name: "Tags" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const errorText = () => document.getElementById(`${input().id}-error`)?.textContent;

describe("TagInput", () => {
  test("Enter and a comma add the trimmed text as a tag and empty the input", async () => {
    const onChange = vi.fn();
    render(<Tags onChange={onChange} />);
    await userEvent.type(input(), "  enterprise {Enter}annual,");
    expect(tags()).toEqual(["enterprise", "annual"]);
    expect(onChange).toHaveBeenLastCalledWith(["enterprise", "annual"]);
    expect((input() as HTMLInputElement).value).toBe("");
  });

  test("pasted text is split at each comma; the last piece stays in the input", async () => {
    render(<Tags />);
    input().focus();
    await userEvent.paste("vip, beta,  ,eu-west");
    expect(tags()).toEqual(["vip", "beta"]);
    expect((input() as HTMLInputElement).value).toBe("eu-west");
  });

  test("a duplicate, in any case, is ignored", async () => {
    const onChange = vi.fn();
    render(<Tags initial={["VIP"]} onChange={onChange} />);
    await userEvent.type(input(), "vip{Enter}");
    expect(tags()).toEqual(["VIP"]);
    expect(onChange).not.toHaveBeenCalled();
    expect((input() as HTMLInputElement).value).toBe("");
  });

  test("Enter with nothing typed is left to the form", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Tags />
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.type(input(), "{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(input(), "beta{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("Backspace in the empty input removes the last tag; with text it edits the text", async () => {
    render(<Tags initial={["a", "b"]} />);
    await userEvent.type(input(), "c{Backspace}");
    expect(tags()).toEqual(["a", "b"]);
    await userEvent.keyboard("{Backspace}");
    expect(tags()).toEqual(["a"]);
    expect(document.activeElement).toBe(input());
  });

  test("each tag's button is named 'Remove {tag}'; focus then goes to the next tag, or the input", async () => {
    render(<Tags initial={["monthly", "annual", "trial"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove annual" }));
    expect(tags()).toEqual(["monthly", "trial"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove trial" }));
    await userEvent.keyboard("{Enter}");
    expect(tags()).toEqual(["monthly"]);
    expect(document.activeElement).toBe(input());
  });

  test("a tag longer than maxLength is refused with a message, and stays in the input to be fixed", async () => {
    const onChange = vi.fn();
    render(<Tags maxLength={5} onChange={onChange} />);
    await userEvent.type(input(), "enterprise{Enter}");
    expect(onChange).not.toHaveBeenCalled();
    expect(errorText()).toBe("A tag can be at most 5 characters");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect((input() as HTMLInputElement).value).toBe("enterprise");
    // Editing the text clears the message.
    await userEvent.clear(input());
    expect(errorText()).toBe("");
  });

  test("past maxTags a tag is refused with a message; the texts are props", async () => {
    render(
      <Tags
        initial={["a", "b"]}
        maxTags={2}
        tooManyMessage={(max) => `Pas plus de ${max} étiquettes`}
        removeLabel={(tag) => `Retirer ${tag}`}
        countText={(count) => `${count} étiquettes`}
      />,
    );
    await userEvent.type(input(), "c{Enter}");
    expect(tags()).toEqual(["a", "b"]);
    expect(errorText()).toBe("Pas plus de 2 étiquettes");
    expect(screen.getByRole("button", { name: "Retirer a" })).toBeTruthy();
    expect(screen.getByText("2 étiquettes")).toBeTruthy();
  });

  test("the count is read with the input and announced politely when it changes", async () => {
    render(<Tags initial={["a"]} hint="Press Enter to add" />);
    const count = screen.getByText("1 tag");
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(input().getAttribute("aria-describedby")?.split(" ")).toContain(count.id);
    await userEvent.type(input(), "b{Enter}");
    expect(count.textContent).toBe("2 tags");
  });

  test("the caller's error shows when the component has nothing to refuse", () => {
    render(<Tags error="Add at least one tag" />);
    expect(errorText()).toBe("Add at least one tag");
  });

  test("text left in the input is added when leaving it", async () => {
    render(<Tags />);
    await userEvent.type(input(), "draft");
    await userEvent.tab();
    expect(tags()).toEqual(["draft"]);
  });

  test("disabled: the input and the remove buttons are disabled", () => {
    render(<Tags initial={["a"]} disabled />);
    expect((input() as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Remove a" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("with a name, each tag is submitted as one value", () => {
    render(
      <form aria-label="Plan">
        <Tags initial={["a", "b"]} name="tags" />
      </form>,
    );
    const form = screen.getByRole("form", { name: "Plan" }) as HTMLFormElement;
    expect(new FormData(form).getAll("tags")).toEqual(["a", "b"]);
  });
});
