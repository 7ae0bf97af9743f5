import { errorsByField, validate } from "@round/forms/schemas";
import { useCallback, useState } from "react";

/** Values, errors and save state of one settings section, validated with the shared schema. */
type Schema = Parameters<typeof validate>[0];
type Errors = Partial<Record<string, string>>;

/** A check from a shared schema: the first message of each failing field. */
export function schemaCheck<V>(schema: Schema): (values: V) => Errors {
  return (values) => {
    const result = validate(schema, values);
    return result.ok ? {} : errorsByField(result.errors);
  };
}

export function useSectionForm<V extends object>(checkValues: (values: V) => Errors, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const check = checkValues;

  const onChange = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    setStatus(null);
  }, []);

  const onBlur = useCallback(
    (name: keyof V & string) => {
      setErrors((previous) => ({ ...previous, [name]: check(values)[name] }));
    },
    [check, values],
  );

  /** Validates everything and, when valid, runs `save` with the schema's output. */
  async function submit(save: (values: V) => Promise<void>, successText: string, failureText: string) {
    const all = check(values);
    setErrors(all);
    if (Object.values(all).some(Boolean)) return;
    setSaving(true);
    setStatus(null);
    try {
      await save(values);
      setStatus({ tone: "success", text: successText });
    } catch (error) {
      setStatus({
        tone: "error",
        text: error instanceof Error && error.message ? error.message : failureText,
      });
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, onChange, onBlur, saving, status, submit, setValues };
}
