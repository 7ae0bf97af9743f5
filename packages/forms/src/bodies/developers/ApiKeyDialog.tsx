import {
  API_SCOPE_AREAS,
  API_SCOPE_LABELS,
  type ApiKeyCreateBody,
  type ApiKeyFormValues,
  type ApiKeyWithSecret,
  type ApiScopeArea,
  apiKeyFormSchema,
  NO_ACCESS,
  ROLL_OVERLAP_HOURS,
  roleAllowsScope,
} from "@round/forms/schemas";
import { Banner, Button, Checkbox, DateField, Modal, SecretReveal, Select, TextField } from "@round/ui";
import { useEffect, useId, useState } from "react";
import { serverErrorText } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./developers.css.ts";

const API_KEY_FAILURE = "Failed to create the API key. Please try again.";
const ROLL_KEY_FAILURE = "Failed to roll the API key. Please try again.";
const SECRET_WARNING =
  "Copy it now and keep it somewhere safe: Round keeps only its digest and cannot show it again.";

const ACCESS_LABELS = { none: "No access", read: "Read", write: "Read and write" } as const;

/** The choices a role may give in an area: never more than the role itself may do. */
function choicesFor(role: number, area: ApiScopeArea) {
  return (["none", "read", "write"] as const)
    .filter((access) => access === "none" || roleAllowsScope(role, `${area}:${access}`))
    .map((access) => ({ value: access, label: ACCESS_LABELS[access] }));
}

/** The secret, shown once, and Done. */
function SecretStep({ made, onDone }: { made: ApiKeyWithSecret; onDone: () => void }) {
  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        <strong>{made.name}</strong> is ready. Send it as <code>Authorization: Bearer …</code>.
      </p>
      <SecretReveal label="Secret key" value={made.secret} warning={SECRET_WARNING} copyLabel="Copy secret" />
      <div>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

export interface ApiKeyDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The person's role: only the scopes it allows are offered (the server refuses the rest). */
  role: number;
  /** Today, 'YYYY-MM-DD': the earliest last day a key may have. */
  today: string;
  onSubmit: (body: ApiKeyCreateBody) => Promise<ApiKeyWithSecret>;
}

/**
 * 'Create API key': a name, full access or a choice per area (no access, read, read and write, within the
 * person's role), an optional last day; then the secret, shown once with a copy button and a warning.
 */
export function ApiKeyDialog({ open, onOpenChange, role, today, onSubmit }: ApiKeyDialogProps) {
  const [made, setMade] = useState<ApiKeyWithSecret | null>(null);
  const start = (): ApiKeyFormValues => ({ name: "", full: false, access: { ...NO_ACCESS }, expiresOn: "" });
  const form = useForm<ApiKeyFormValues, typeof apiKeyFormSchema>({
    schema: apiKeyFormSchema,
    initialValues: start(),
    requiredFields: ["name"],
    fallbackError: API_KEY_FAILURE,
    serverFieldAliases: { expiresAt: "expiresOn", scopes: "access" },
    onSubmit: async (body) => setMade(await onSubmit(body)),
  });
  const formId = useId();
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only.
  useEffect(() => {
    if (open) {
      reset(start());
      setMade(null);
    }
  }, [open]);
  const mayGiveAll = roleAllowsScope(role, "*");
  const close = () => onOpenChange?.(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting || next) onOpenChange?.(next);
      }}
      title={made ? "Your new API key" : "Create API key"}
      description={
        made
          ? undefined
          : "A key acts for this account with the scopes you give it, never more than your role."
      }
      size="lg"
      footer={
        made ? null : (
          <>
            <Button variant="secondary" onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Creating...">
              Create API key
            </Button>
          </>
        )
      }
    >
      {made ? (
        <SecretStep made={made} onDone={close} />
      ) : (
        <form
          id={formId}
          className={styles.form}
          onSubmit={form.handleSubmit}
          noValidate
          aria-label="Create API key"
        >
          {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
          <TextField
            label="Name"
            hint="Where it is used: 'Production server', 'Usage importer'."
            maxLength={100}
            {...form.fieldProps("name")}
            required
          />
          <fieldset
            className={styles.scopes}
            aria-describedby={form.errors.access ? `${formId}-scopes-error` : undefined}
          >
            <legend className={styles.legend}>Scopes</legend>
            {mayGiveAll ? (
              <Checkbox
                label="Full access"
                description="Every area, read and write (*)."
                checked={form.values.full}
                onCheckedChange={(checked) => form.setValue("full", checked)}
              />
            ) : null}
            {form.values.full ? null : (
              <div className={styles.areas}>
                {API_SCOPE_AREAS.map((area) => (
                  <Select
                    key={area}
                    label={API_SCOPE_LABELS[area]}
                    options={choicesFor(role, area)}
                    value={form.values.access[area]}
                    onValueChange={(value) =>
                      form.setValue("access", {
                        ...form.values.access,
                        [area]: value as "none" | "read" | "write",
                      })
                    }
                  />
                ))}
              </div>
            )}
            {form.errors.access ? (
              <p id={`${formId}-scopes-error`} className={styles.error} role="alert">
                {form.errors.access}
              </p>
            ) : null}
          </fieldset>
          <DateField
            label="Last day (optional)"
            hint="The key stops working at the end of this day (UTC). Leave empty for a key that does not expire."
            min={today}
            name="expiresOn"
            value={form.values.expiresOn}
            onValueChange={(value) => form.setValue("expiresOn", value)}
            onBlur={() => form.validateField("expiresOn")}
            error={form.errors.expiresOn}
          />
        </form>
      )}
    </Modal>
  );
}

const OVERLAPS = [
  { value: "0", label: "Stop the old secret now" },
  { value: "1", label: "1 hour" },
  { value: "24", label: "24 hours" },
  { value: "72", label: "3 days" },
  { value: "168", label: "7 days" },
];

export interface RollKeyDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The key's name, as the title says it. */
  name: string;
  onSubmit: (overlapHours: number) => Promise<ApiKeyWithSecret>;
}

/** 'Roll API key': how long the old secret keeps working, then the new secret, shown once. */
export function RollKeyDialog({ open, onOpenChange, name, onSubmit }: RollKeyDialogProps) {
  const [overlap, setOverlap] = useState(String(ROLL_OVERLAP_HOURS.byDefault));
  const [made, setMade] = useState<ApiKeyWithSecret | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setOverlap(String(ROLL_OVERLAP_HOURS.byDefault));
      setMade(null);
      setFailure(null);
    }
  }, [open]);
  const close = () => onOpenChange?.(false);
  const roll = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      setMade(await onSubmit(Number(overlap)));
    } catch (error) {
      setFailure(serverErrorText(error) || ROLL_KEY_FAILURE);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!submitting || next) onOpenChange?.(next);
      }}
      title={made ? `New secret for ${name}` : `Roll ${name}?`}
      description={
        made
          ? undefined
          : "The key gets a new secret. Its scopes, name and history stay; the old secret stops after the overlap."
      }
      footer={
        made ? null : (
          <>
            <Button variant="secondary" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button onClick={() => void roll()} loading={submitting} loadingLabel="Rolling...">
              Roll key
            </Button>
          </>
        )
      }
    >
      {made ? (
        <SecretStep made={made} onDone={close} />
      ) : (
        <div className={styles.form}>
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <Select
            label="The old secret keeps working for"
            options={OVERLAPS}
            value={overlap}
            onValueChange={setOverlap}
          />
        </div>
      )}
    </Modal>
  );
}
