/** Renders an onboarding step body with real form state (useForm and the step's schema), as the wizard does. */
import { useForm } from "@round/forms";
import type { ReactNode } from "react";
import type * as v from "valibot";

interface StepControls<V> {
  values: V;
  errors: Readonly<Record<string, string>>;
  onChange: <K extends keyof V & string>(name: K, value: V[K]) => void;
  onBlur: (name: keyof V & string) => void;
}

export function StepHarness<V extends Record<string, unknown>, S extends v.GenericSchema>({
  schema,
  initialValues,
  children,
}: {
  schema: S;
  initialValues: V;
  children: (controls: StepControls<V>) => ReactNode;
}) {
  const form = useForm({ schema, initialValues, onSubmit: () => {} });
  return (
    <form
      noValidate
      aria-label="Step"
      style={{ display: "grid", gap: 16, maxWidth: 640, minHeight: 520, alignContent: "start" }}
      onSubmit={(event) => {
        event.preventDefault();
        form.validateAll();
      }}
    >
      {children({
        values: form.values,
        errors: form.errors,
        onChange: form.setValue,
        onBlur: form.validateField,
      })}
      <div>
        <button type="submit">Check step</button>
      </div>
    </form>
  );
}
