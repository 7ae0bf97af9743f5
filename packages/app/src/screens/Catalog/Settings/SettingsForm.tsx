import { Banner, Button, Card, Inline, Stack, Link as UiLink, useToast } from "@round/ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../api/errors";

export type FieldErrors = Partial<Record<string, string>>;

/**
 * A server's field errors by field name: 'settings.defaultCurrency' and 'customerPortal.showInPortal' land
 * under `defaultCurrency` and `showInPortal`, the names of the fields on these pages.
 */
function serverFieldErrors(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!(error instanceof ApiError)) return out;
  for (const item of error.fieldErrors) {
    if (!item.field) continue;
    const name =
      item.field
        .split(".")
        .pop()
        ?.replace(/\[\d+\]$/, "") ?? item.field;
    out[name] ??= item.description;
  }
  return out;
}

/**
 * One settings form: what it saves, its one Save ('Saving...'), a toast on success and the way back to the
 * record; the server's field errors go under their fields (`errors`), others above the buttons.
 */
export function useSettingsSave(options: { savedTitle: string; savedText?: string; backHref: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  async function save(write: () => Promise<unknown>, shownFields: readonly string[]) {
    setSaving(true);
    setErrors({});
    setGeneral(null);
    try {
      await write();
      toast({ kind: "success", title: options.savedTitle, description: options.savedText });
      navigate(options.backHref);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const shown = Object.fromEntries(Object.entries(fields).filter(([name]) => shownFields.includes(name)));
      setErrors(shown);
      // A field this page does not show, or an answer without fields: the message above the buttons.
      const other = Object.entries(fields).find(([name]) => !shownFields.includes(name))?.[1];
      if (Object.keys(shown).length === 0 || other) {
        setGeneral(other ?? (error instanceof Error ? error.message : "An unexpected error occurred"));
      }
    } finally {
      setSaving(false);
    }
  }

  /** A field was changed: its server error no longer applies. */
  const clear = (name: string) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });

  return { saving, errors, general, save, clear };
}

/** The frame of a settings page's form: its fields in a card, the general error, Cancel and Save. */
export function SettingsCard({
  title,
  saving,
  general,
  backHref,
  onSubmit,
  children,
}: {
  title: string;
  saving: boolean;
  general: string | null;
  backHref: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!saving) onSubmit();
        }}
      >
        <Stack gap="lg">
          {children}
          {general ? <Banner tone="error">{general}</Banner> : null}
          <Inline gap="md">
            <Button type="submit" loading={saving} loadingLabel="Saving...">
              Save
            </Button>
            <UiLink href={backHref} as={Link}>
              Cancel
            </UiLink>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
