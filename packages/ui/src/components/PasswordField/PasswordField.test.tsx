import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { PasswordField } from "./PasswordField";

const input = () => screen.getByLabelText("Password") as HTMLInputElement;

describe("PasswordField", () => {
  test("hides the password until the toggle shows it, and hides it again", () => {
    render(<PasswordField label="Password" />);
    expect(input().type).toBe("password");
    const show = screen.getByRole("button", { name: "Show password" });
    expect(show.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(show);
    expect(input().type).toBe("text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(hide);
    expect(input().type).toBe("password");
  });

  test("keeps what was typed while toggling", () => {
    render(<PasswordField label="Password" />);
    fireEvent.change(input(), { target: { value: "Orbit#1962" } });
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input().value).toBe("Orbit#1962");
  });

  test("autocomplete is current-password unless told, and spelling is not checked", () => {
    const { rerender } = render(<PasswordField label="Password" />);
    expect(input().getAttribute("autocomplete")).toBe("current-password");
    expect(input().getAttribute("spellcheck")).toBe("false");
    rerender(<PasswordField label="Password" autoComplete="new-password" />);
    expect(input().getAttribute("autocomplete")).toBe("new-password");
  });

  test("starts shown with defaultVisible; disabled disables the toggle too", () => {
    render(<PasswordField label="Password" defaultVisible disabled hidePasswordLabel="Masquer" />);
    expect(input().type).toBe("text");
    expect((screen.getByRole("button", { name: "Masquer" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
