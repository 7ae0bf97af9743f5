import { type FormValues, type UseFormOptions, useForm } from "@round/forms";
import type { validate } from "@round/forms/schemas";
import { Banner, Button, Card, Inline, Stack } from "@round/ui";
import { type FormEvent, type ReactNode, useCallback, useState } from "react";

type Schema = Parameters<typeof validate>[0];
export type SectionStatus = { tone: "success" | "error"; text: string } | null;

/**
 * One settings form (the form engine of @round/forms): the shared schema checks each field on blur and
 * everything on Save, the server's field errors (`errors[].field`) land under their fields and any other
 * failure in the banner, and `savedText` shows after a save until the next edit.
 */
export function useSection<V extends FormValues, S extends Schema>({
  savedText,
  onSubmit,
  ...options
}: UseFormOptions<V, S> & { savedText: string | ((values: V) => string) }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<V, S>({
    ...options,
    onSubmit: async (output, values) => {
      setSaved(null);
      await onSubmit(output, values);
      setSaved(typeof savedText === "function" ? savedText(values) : savedText);
    },
  });
  const { setValue, setGeneralError } = form;
  const onChange = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setSaved(null);
      setGeneralError(null);
      setValue(name, value);
    },
    [setValue, setGeneralError],
  );
  const onBlur = useCallback((name: keyof V & string) => void form.validateField(name), [form.validateField]);
  let status: SectionStatus = null;
  if (form.generalError) status = { tone: "error", text: form.generalError };
  else if (saved) status = { tone: "success", text: saved };
  return { form, onChange, onBlur, status };
}

/** A settings card holding one form and its one Save; without `onSubmit` (read-only) there is no Save. */
export function Section({
  title,
  saving,
  status,
  onSubmit,
  saveLabel = "Save changes",
  children,
}: {
  title: string;
  saving?: boolean;
  status?: SectionStatus;
  onSubmit?: ((event: FormEvent) => void) | undefined;
  saveLabel?: string;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <form noValidate onSubmit={onSubmit ?? ((event) => event.preventDefault())}>
        <Stack gap="lg">
          {children}
          {status ? <Banner tone={status.tone}>{status.text}</Banner> : null}
          {onSubmit ? (
            <Inline gap="md">
              <Button type="submit" loading={saving} loadingLabel="Saving...">
                {saveLabel}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
