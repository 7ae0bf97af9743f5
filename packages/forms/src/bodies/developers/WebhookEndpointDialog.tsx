import {
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointFormValues,
  type WebhookEndpointWithSecret,
  webhookEndpointFormSchema,
} from "@round/forms/schemas";
import { Banner, Button, Modal, SecretReveal, Switch, TextField } from "@round/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./developers.css.ts";
import { WebhookEventsField } from "./WebhookEventsField.tsx";

const ADD_FAILURE = "Failed to add the endpoint. Please try again.";
const SAVE_FAILURE = "Failed to save the endpoint. Please try again.";
const SIGNING_SECRET_WARNING =
  "Copy it now and keep it with your receiver: Round cannot show it again. Check each delivery's webhook-signature with it.";

/** The form's values for a new endpoint, or for the one being edited. */
function valuesOf(endpoint: WebhookEndpoint | null | undefined): WebhookEndpointFormValues {
  if (!endpoint) return { url: "", description: "", all: true, events: [], enabled: true };
  const all = endpoint.enabledEvents.includes("*");
  return {
    url: endpoint.url,
    description: endpoint.description ?? "",
    all,
    events: all ? [] : [...endpoint.enabledEvents],
    enabled: endpoint.enabled,
  };
}

/** The signing secret, shown once, and Done. */
export function SigningSecretStep({
  intro,
  secret,
  onDone,
}: {
  intro: ReactNode;
  secret: string;
  onDone: () => void;
}) {
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{intro}</p>
      <SecretReveal
        label="Signing secret"
        value={secret}
        warning={SIGNING_SECRET_WARNING}
        copyLabel="Copy secret"
      />
      <div>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

export interface WebhookEndpointDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The endpoint to edit; left out, the dialog adds one and then shows its signing secret once. */
  endpoint?: WebhookEndpoint | null;
  /** Sends the body; adding answers the endpoint with its `secret`. A throw is the server's refusal. */
  onSubmit: (body: WebhookEndpointCreate) => Promise<WebhookEndpoint | WebhookEndpointWithSecret>;
}

/**
 * 'Add endpoint' and 'Edit endpoint': the URL Round posts to, a description, every event or a choice of
 * families and single types, and whether it is on. A new endpoint's signing secret is shown once after.
 */
export function WebhookEndpointDialog({
  open,
  onOpenChange,
  endpoint,
  onSubmit,
}: WebhookEndpointDialogProps) {
  const editing = Boolean(endpoint);
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => onOpenChange?.(false);
  const form = useForm<WebhookEndpointFormValues, typeof webhookEndpointFormSchema>({
    schema: webhookEndpointFormSchema,
    initialValues: valuesOf(endpoint),
    requiredFields: ["url"],
    fallbackError: editing ? SAVE_FAILURE : ADD_FAILURE,
    serverFieldAliases: { enabledEvents: "events" },
    onSubmit: async (body) => {
      const answer = await onSubmit(body);
      if ("secret" in answer && !editing) setSecret(answer.secret);
      else close();
    },
  });
  const formId = useId();
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only.
  useEffect(() => {
    if (open) {
      reset(valuesOf(endpoint));
      setSecret(null);
    }
  }, [open]);
  const title = secret ? "Your endpoint's signing secret" : editing ? "Edit endpoint" : "Add endpoint";
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting || next) onOpenChange?.(next);
      }}
      title={title}
      description={
        secret || editing
          ? undefined
          : "Round posts each event you choose to this URL, signed with a secret of its own."
      }
      size="lg"
      footer={
        secret ? null : (
          <>
            <Button variant="secondary" onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              loading={form.submitting}
              loadingLabel={editing ? "Saving..." : "Adding..."}
            >
              {editing ? "Save changes" : "Add endpoint"}
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <SigningSecretStep
          intro={
            <>
              <strong className={styles.url}>{form.values.url.trim()}</strong> receives events from now on,
              each signed with this secret (Standard Webhooks).
            </>
          }
          secret={secret}
          onDone={close}
        />
      ) : (
        <form id={formId} className={styles.form} onSubmit={form.handleSubmit} noValidate aria-label={title}>
          {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks/round"
            hint="An https address that answers 2xx within 10 seconds."
            maxLength={2048}
            {...form.fieldProps("url")}
            required
          />
          <TextField
            label="Description (optional)"
            hint="What receives it: 'Grants access when an invoice is paid'."
            maxLength={200}
            {...form.fieldProps("description")}
          />
          <Switch
            label="All events"
            description="Every event type, also those Round adds later (*)."
            checked={form.values.all}
            onCheckedChange={(checked) => form.setValue("all", checked)}
          />
          {form.values.all ? null : (
            <WebhookEventsField
              value={form.values.events}
              onChange={(events) => form.setValue("events", events)}
              error={form.errors.events}
              errorId={`${formId}-events-error`}
            />
          )}
          {form.values.all && form.errors.events ? <Banner tone="error">{form.errors.events}</Banner> : null}
          <Switch
            label="Enabled"
            description="Round sends deliveries only while the endpoint is on."
            checked={form.values.enabled}
            onCheckedChange={(checked) => form.setValue("enabled", checked)}
          />
        </form>
      )}
    </Modal>
  );
}
