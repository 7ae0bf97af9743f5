import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { chargeSchema } from "../../schemas/index.ts";
import { chargeInput, emptyChargeValues } from "./ChargeForm/chargeValues.ts";
import { fieldErrorsOf, useCatalogForm } from "./useCatalogForm.ts";

const render = (onSubmit: () => Promise<void>) =>
  renderHook(() =>
    useCatalogForm({
      schema: chargeSchema,
      formId: "charge",
      initialValues: () => ({
        ...emptyChargeValues(),
        name: "Late fee",
        pricePoints: [{ ...emptyChargeValues().pricePoints[0]!, price: 5 }],
      }),
      toInput: (values) => chargeInput(values, []),
      onSubmit,
      failureText: "Failed to create charge. Please try again.",
    }),
  );

describe("useCatalogForm field bindings", () => {
  it("binds a dotted path: id, name, value, change, error", () => {
    const { result } = render(async () => {});
    const price = result.current.valueField<number | null>("pricePoints.0.price");
    expect(price).toMatchObject({ id: "charge-pricePoints-0-price", name: "pricePoints.0.price", value: 5 });
    act(() => price.onValueChange(12));
    expect(result.current.values.pricePoints[0]!.price).toBe(12);

    const name = result.current.field("name");
    expect(name).toMatchObject({ id: "charge-name", value: "Late fee", error: undefined });
    act(() => name.onChange({ target: { value: "" } }));
    act(() => result.current.field("name").onBlur());
    expect(result.current.field("name").error).toBe("Charge name is required");
  });

  it("a switch binding reads and writes a boolean", () => {
    const { result } = renderHook(() =>
      useCatalogForm({
        schema: chargeSchema,
        initialValues: () => ({ ...emptyChargeValues(), flags: { on: false } }),
        toInput: (values) => chargeInput(values, []),
        onSubmit: async () => {},
        failureText: "F",
      }),
    );
    expect(result.current.switchField("flags.on").checked).toBe(false);
    act(() => result.current.switchField("flags.on").onCheckedChange(true));
    expect(result.current.switchField("flags.on").checked).toBe(true);
  });
});

describe("useCatalogForm server field errors", () => {
  it("lands { fieldErrors } at nested paths, with no general error", async () => {
    const { result } = render(() =>
      Promise.reject({
        fieldErrors: { "pricePoints.0.price": "Too high", name: "Taken" },
      }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.error("pricePoints.0.price")).toBe("Too high");
    expect(result.current.valueField("pricePoints.0.price").error).toBe("Too high");
    expect(result.current.error("name")).toBe("Taken");
    expect(result.current.generalError).toBeUndefined();
  });

  it("lands an API error body's errors[].field the same way", async () => {
    const { result } = render(() =>
      Promise.reject({
        message: "Invalid",
        errors: [{ code: "X", field: "pricePoints.0.tiers.1.endingUnit", description: "Too low" }],
      }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.error("pricePoints.0.tiers.1.endingUnit")).toBe("Too low");
    expect(result.current.generalError).toBeUndefined();
  });

  it("a failure without text shows the failure text; with text, its text", async () => {
    const silent = render(() => Promise.reject(new Error("")));
    await act(() => silent.result.current.handleSubmit());
    expect(silent.result.current.generalError).toBe("Failed to create charge. Please try again.");
    const spoken = render(() => Promise.reject(new Error("Network error")));
    await act(() => spoken.result.current.handleSubmit());
    expect(spoken.result.current.generalError).toBe("Network error");
  });

  it("does not reset after an edit's success when resetOnSuccess is off", async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useCatalogForm({
        schema: chargeSchema,
        initialValues: () => ({ ...emptyChargeValues(), name: "Late fee" }),
        toInput: (values) => chargeInput(values, []),
        onSubmit: async () => {},
        onSuccess,
        failureText: "F",
        resetOnSuccess: false,
      }),
    );
    act(() => result.current.set("name", "Late fee 2"));
    await act(() => result.current.handleSubmit());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(result.current.values.name).toBe("Late fee 2");
  });
});

describe("fieldErrorsOf", () => {
  it("reads maps and lists, and nothing else", () => {
    expect(fieldErrorsOf({ fieldErrors: { a: "A" } })).toEqual({ a: "A" });
    expect(fieldErrorsOf({ fieldErrors: [{ field: "b", message: "B" }] })).toEqual({ b: "B" });
    expect(fieldErrorsOf(new Error("x"))).toBeUndefined();
  });
});
