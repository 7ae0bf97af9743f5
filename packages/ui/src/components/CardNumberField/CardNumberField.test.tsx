import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { CardNumberField } from "./CardNumberField";
import { caretAfterDigits, detectCardBrand, formatCardNumber } from "./cardNumber";

describe("detectCardBrand", () => {
  test.each([
    ["4242424242424242", "visa"],
    ["4", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["2720", "mastercard"],
    ["378282246310005", "amex"],
    ["34", "amex"],
    ["6011111111111117", "discover"],
    ["6445", "discover"],
    ["65", "discover"],
    ["30569309025904", "diners"],
    ["3095", "diners"],
    ["36", "diners"],
    ["3566002020360505", "jcb"],
    ["6200000000000005", "unionpay"],
    ["8171999927660000", "unionpay"],
  ])("%s is %s", (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  test("too few digits to tell, or no known network: undefined", () => {
    for (const digits of ["", "5", "3", "2", "22", "2220", "2721", "6", "601", "3527", "1234", "9"])
      expect(detectCardBrand(digits)).toBeUndefined();
  });

  test("spaces and dashes are ignored", () => {
    expect(detectCardBrand("3782-822463-10005")).toBe("amex");
    expect(detectCardBrand(" 4242 ")).toBe("visa");
  });
});

describe("formatCardNumber", () => {
  test("groups of four, American Express 4-6-5, a 14-digit Diners Club 4-6-4", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("30569309025904")).toBe("3056 930902 5904");
    expect(formatCardNumber("3056930902590412")).toBe("3056 9309 0259 0412");
  });

  test("a partial number is grouped as far as it goes, with no trailing space", () => {
    expect(formatCardNumber("")).toBe("");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("37828")).toBe("3782 8");
  });

  test("cut to the network's length: Mastercard 16, American Express 15, others 19", () => {
    expect(formatCardNumber("55555555555544449")).toBe("5555 5555 5555 4444");
    expect(formatCardNumber("3782822463100059")).toBe("3782 822463 10005");
    expect(formatCardNumber("42424242424242424242")).toBe("4242 4242 4242 4242 424");
    expect(formatCardNumber("99999999999999999999")).toBe("9999 9999 9999 9999 999");
  });

  test("non-digits are dropped", () => {
    expect(formatCardNumber("4242-4242 abc 42")).toBe("4242 4242 42");
  });

  test("caretAfterDigits skips the spaces", () => {
    expect(caretAfterDigits("4242 4242", 0)).toBe(0);
    expect(caretAfterDigits("4242 4242", 4)).toBe(4);
    expect(caretAfterDigits("4242 4242", 5)).toBe(6);
    expect(caretAfterDigits("4242 4242", 99)).toBe(9);
  });
});

const input = () => screen.getByRole("textbox", { name: "Card number" }) as HTMLInputElement;

describe("CardNumberField", () => {
  test("a numeric input for the card number, as autofill knows it", () => {
    render(<CardNumberField label="Card number" />);
    expect(input().getAttribute("autocomplete")).toBe("cc-number");
    expect(input().getAttribute("inputmode")).toBe("numeric");
  });

  test("groups the digits as they are typed and reports digits only", async () => {
    const onChange = vi.fn();
    render(<CardNumberField label="Card number" onChange={onChange} />);
    await userEvent.type(input(), "4242424242424242");
    expect(input().value).toBe("4242 4242 4242 4242");
    expect(onChange).toHaveBeenLastCalledWith("4242424242424242");
  });

  test("letters and extra digits past the network's length are ignored", async () => {
    const onChange = vi.fn();
    render(<CardNumberField label="Card number" onChange={onChange} />);
    await userEvent.type(input(), "37x8282246310005999");
    expect(input().value).toBe("3782 822463 10005");
    expect(onChange).toHaveBeenCalledTimes(15);
  });

  test("a digit typed in the middle keeps the caret after it", async () => {
    render(<CardNumberField label="Card number" defaultValue="42424242" />);
    await userEvent.type(input(), "1", { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input().value).toBe("4214 2424 2");
    expect(input().selectionStart).toBe(3);
    // Past a group's end, the caret jumps over the space the digit made.
    await userEvent.type(input(), "7", { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input().value).toBe("4214 7242 42");
    expect(input().selectionStart).toBe(6);
  });

  test("Backspace just after a space removes the digit before it", async () => {
    render(<CardNumberField label="Card number" defaultValue="42424242" />);
    await userEvent.type(input(), "{Backspace}", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input().value).toBe("4244 242");
    expect(input().selectionStart).toBe(3);
  });

  test("a pasted number with dashes is cleaned and grouped", async () => {
    const onChange = vi.fn();
    render(<CardNumberField label="Card number" onChange={onChange} />);
    input().focus();
    await userEvent.paste("3782-822463-10005");
    expect(input().value).toBe("3782 822463 10005");
    expect(onChange).toHaveBeenLastCalledWith("378282246310005");
  });

  test("the network is shown next to the input, announced politely and read with it", async () => {
    render(<CardNumberField label="Card number" />);
    const brand = document.getElementById(`${input().id}-brand`) as HTMLElement;
    expect(brand.getAttribute("aria-live")).toBe("polite");
    expect(brand.textContent).toBe("");
    await userEvent.type(input(), "37");
    expect(brand.textContent).toBe("American Express");
    expect(input().getAttribute("aria-describedby")?.split(" ")).toContain(brand.id);
  });

  test("controlled: shows the value formatted; the names of the networks are props", () => {
    render(
      <CardNumberField
        label="Card number"
        value="5555555555554444"
        onChange={() => {}}
        brandLabels={{ mastercard: "MasterCard" }}
      />,
    );
    expect(input().value).toBe("5555 5555 5555 4444");
    expect(screen.getByText("MasterCard")).toBeTruthy();
  });

  test("a value longer than its network allows is shown and submitted cut to length", () => {
    render(
      <form aria-label="Payment">
        <CardNumberField label="Card number" name="number" value="55555555555544449999" onChange={() => {}} />
      </form>,
    );
    expect(input().value).toBe("5555 5555 5555 4444");
    const form = screen.getByRole("form", { name: "Payment" }) as HTMLFormElement;
    expect(new FormData(form).get("number")).toBe("5555555555554444");
  });

  test("with a name, the form gets the digits only", () => {
    render(
      <form aria-label="Payment">
        <CardNumberField label="Card number" name="number" defaultValue="4242424242424242" />
      </form>,
    );
    const form = screen.getByRole("form", { name: "Payment" }) as HTMLFormElement;
    expect(new FormData(form).get("number")).toBe("4242424242424242");
  });

  test("hint, error and disabled reach the input", () => {
    render(<CardNumberField label="Card number" hint="16 digits" error="Check the number" disabled />);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().disabled).toBe(true);
    expect(screen.getByText("Check the number")).toBeTruthy();
  });
});
