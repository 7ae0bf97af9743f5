import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  test("a click calls onClick", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save changes</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("loading blocks clicks, shows the loading label and says it is busy, keeping focus", () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading loadingLabel="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Saving..." });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    // Not disabled: it stays focusable, so focus is not lost while saving.
    expect((button as HTMLButtonElement).disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(fireEvent.click(button)).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });

  test("loading without a loading label keeps the children", () => {
    render(<Button loading>Create Account</Button>);
    expect(screen.getByRole("button", { name: "Create Account" }).getAttribute("aria-busy")).toBe("true");
  });

  test("when loading ends the label and clicks come back", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button onClick={onClick} loading loadingLabel="Saving...">
        Save
      </Button>,
    );
    rerender(
      <Button onClick={onClick} loading={false} loadingLabel="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.hasAttribute("aria-busy")).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("disabled ignores clicks", () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Save
      </Button>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  test("is type=button unless told, so it never submits a form by surprise", () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Preview</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("forwards its ref and native attributes", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} name="intent" value="publish" aria-describedby="hint">
        Publish
      </Button>,
    );
    expect(ref.current?.name).toBe("intent");
    expect(ref.current?.value).toBe("publish");
    expect(ref.current?.getAttribute("aria-describedby")).toBe("hint");
  });
});
