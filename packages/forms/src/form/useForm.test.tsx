import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loginSchema, personalRegistrationSchema, resendConfirmationSchema } from "../schemas/index.ts";
import { useForm } from "./useForm.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const login = (onSubmit = vi.fn()) =>
  renderHook(() =>
    useForm({
      schema: loginSchema,
      initialValues: { email: "", password: "" },
      onSubmit,
      requiredFields: ["email", "password"],
    }),
  );

const change = (value: string) => ({ target: { value, type: "text" } });

/** A sign-in form made of plain inputs, the way a screen spreads fieldProps. */
function Login() {
  const form = useForm({
    schema: loginSchema,
    initialValues: { email: "", password: "" },
    onSubmit: () => {},
    requiredFields: ["email", "password"],
  });
  const { error, required, ...email } = form.fieldProps("email");
  return (
    <form onSubmit={form.handleSubmit}>
      <label>
        Email
        <input {...email} aria-required={required} />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={!form.canSubmit}>
        Sign In
      </button>
    </form>
  );
}

describe("useForm", () => {
  it("gives fieldProps ready for a field: name, value, required, no error yet", () => {
    const { result } = login();
    const props = result.current.fieldProps("email");
    expect(props).toMatchObject({ name: "email", value: "", required: true, error: undefined });
    expect(result.current.canSubmit).toBe(false);
  });

  it("takes a change event or a plain value", () => {
    const { result } = login();
    act(() => result.current.fieldProps("email").onChange(change("a@b.co")));
    expect(result.current.values.email).toBe("a@b.co");
    act(() => result.current.fieldProps("password").onChange("Secret1!"));
    expect(result.current.values.password).toBe("Secret1!");
  });

  it("reads a checkbox's checked state", () => {
    const { result } = renderHook(() =>
      useForm({
        schema: resendConfirmationSchema,
        initialValues: { email: "", agree: false },
        onSubmit: vi.fn(),
      }),
    );
    act(() =>
      result.current
        .fieldProps("agree")
        .onChange({ target: { type: "checkbox", checked: true, value: "on" } }),
    );
    expect(result.current.values.agree).toBe(true);
  });

  it("shows a field's error on blur, and only that field's", () => {
    const { result } = login();
    act(() => result.current.fieldProps("email").onChange(change("nope")));
    expect(result.current.fieldProps("email").error).toBeUndefined();
    act(() => result.current.fieldProps("email").onBlur());
    expect(result.current.fieldProps("email").error).toBe("Please enter a valid email address");
    expect(result.current.fieldProps("password").error).toBeUndefined();
    expect(result.current.touched.has("email")).toBe(true);
  });

  it("blurring an empty required field shows its required message", () => {
    const { result } = login();
    act(() => result.current.fieldProps("password").onBlur());
    expect(result.current.errors).toEqual({ password: "Password is required" });
  });

  it("clears a field's error when it is edited, even before it is valid", () => {
    const { result } = login();
    act(() => result.current.fieldProps("email").onBlur());
    expect(result.current.errors.email).toBe("Email address is required");
    act(() => result.current.fieldProps("email").onChange(change("n")));
    expect(result.current.errors.email).toBeUndefined();
  });

  it("a valid field's blur clears a stale error", () => {
    const { result } = login();
    act(() => result.current.setFieldError("email", "Old"));
    act(() => result.current.setValue("email", "a@b.co"));
    act(() => result.current.setFieldError("email", "Old"));
    act(() => result.current.fieldProps("email").onBlur());
    expect(result.current.errors.email).toBeUndefined();
  });

  it("submit validates everything, shows every error and does not call onSubmit", async () => {
    const onSubmit = vi.fn();
    const { result } = login(onSubmit);
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      email: "Email address is required",
      password: "Password is required",
    });
  });

  it("canSubmit is true only when every required field is filled and the schema passes", () => {
    const { result } = login();
    act(() => result.current.setValue("email", "a@b.co"));
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setValue("password", "weak"));
    expect(result.current.canSubmit).toBe(false);
    expect(result.current.isValid).toBe(false);
    act(() => result.current.setValue("password", "Abcdef1!"));
    expect(result.current.canSubmit).toBe(true);
  });

  it("requires listed fields to be filled even if the schema lets them be empty", () => {
    const { result } = renderHook(() =>
      useForm({
        schema: resendConfirmationSchema,
        initialValues: { email: "a@b.co", note: "" },
        onSubmit: vi.fn(),
        requiredFields: ["email", "note"],
      }),
    );
    expect(result.current.isValid).toBe(true);
    expect(result.current.canSubmit).toBe(false);
    expect(result.current.fieldProps("note").required).toBe(true);
  });

  it("submits the schema's output, flags submitting meanwhile, and refuses a second submit", async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const { result } = login(onSubmit);
    act(() => result.current.setValues({ email: "  a@b.co ", password: "Abcdef1!" }));
    let first!: Promise<void>;
    act(() => {
      first = result.current.handleSubmit();
    });
    expect(result.current.submitting).toBe(true);
    expect(result.current.canSubmit).toBe(false);
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      { email: "a@b.co", password: "Abcdef1!" },
      { email: "  a@b.co ", password: "Abcdef1!" },
    );
    await act(async () => {
      pending.resolve();
      await first;
    });
    expect(result.current.submitting).toBe(false);
  });

  it("prevents the browser's own submit", async () => {
    const { result } = login();
    const preventDefault = vi.fn();
    await act(async () => {
      await result.current.handleSubmit({ preventDefault } as never);
    });
    expect(preventDefault).toHaveBeenCalled();
  });

  it("maps server errors onto fields case-insensitively and the rest into the general error", () => {
    const { result } = renderHook(() =>
      useForm({
        schema: personalRegistrationSchema,
        initialValues: { firstName: "", lastName: "", email: "", phone: "", password: "" },
        onSubmit: vi.fn(),
        serverFieldAliases: { phoneNumber: "phone" },
      }),
    );
    act(() =>
      result.current.setServerErrors({
        message: "Validation failed",
        errors: [
          { code: "DUPLICATE", description: "Email is already registered", field: "Email" },
          { code: "INVALID", description: "Phone is not reachable", field: "phoneNumber" },
          { code: "RATE", description: "Too many attempts", field: "" },
          { code: "OTHER", description: "Ignored second general", field: "unknown" },
        ],
      }),
    );
    expect(result.current.errors).toEqual({
      email: "Email is already registered",
      phone: "Phone is not reachable",
    });
    expect(result.current.generalError).toBe("Too many attempts");
  });

  it("with no field matched, the general error is the first description, else the message", () => {
    const { result } = login();
    act(() =>
      result.current.setServerErrors({
        message: "Login failed",
        errors: [{ code: "X", description: "Bad credentials" }],
      }),
    );
    expect(result.current.generalError).toBe("Bad credentials");
    act(() => result.current.setServerErrors({ message: "Login failed", errors: [] }));
    expect(result.current.generalError).toBe("Login failed");
  });

  it("a throwing onSubmit becomes server errors; the next submit clears the general error", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error("HTTP 401"), { body: { message: "Please confirm your email" } }),
      )
      .mockResolvedValueOnce(undefined);
    const { result } = login(onSubmit);
    act(() => result.current.setValues({ email: "a@b.co", password: "Abcdef1!" }));
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(result.current.generalError).toBe("Please confirm your email");
    expect(result.current.submitting).toBe(false);
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(result.current.generalError).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("reset restores the initial values and clears every error", () => {
    const { result } = login();
    act(() => result.current.setValue("email", "x"));
    act(() => result.current.fieldProps("email").onBlur());
    act(() => result.current.setGeneralError("Oops"));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: "", password: "" });
    expect(result.current.errors).toEqual({});
    expect(result.current.generalError).toBeNull();
    expect(result.current.touched.size).toBe(0);
  });

  it("works spread on real inputs: blur shows the error, typing clears it", () => {
    render(<Login />);
    const input = screen.getByLabelText("Email");
    fireEvent.change(input, { target: { value: "nope" } });
    fireEvent.blur(input);
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address");
    fireEvent.change(input, { target: { value: "nope@" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", true);
  });
});
