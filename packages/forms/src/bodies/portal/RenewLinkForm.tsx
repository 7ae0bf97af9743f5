import { Banner, Button, TextField } from "@round/ui";
import { useRef, useState } from "react";
import { useForm } from "../../form/useForm.ts";
import { portalRenewSchema } from "../../schemas/portal.ts";
import { submitWithFocus } from "../shared/bodyHelpers.ts";
import * as styles from "./portal.css.ts";

export const RENEW_LINK_FAILURE = "A new link could not be requested. Please try again.";

export interface RenewLinkFormProps {
  /** Asks for a fresh link; resolves with the server's answer, which is shown as it is. */
  onSubmit: (values: { email: string }) => Promise<string>;
  className?: string;
}

/**
 * An expired portal link's way back: the customer's email, and a fresh link sent to it when it is the
 * customer's. The server answers the same whatever the address, and that answer is what shows.
 */
export function RenewLinkForm({ onSubmit, className }: RenewLinkFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    schema: portalRenewSchema,
    initialValues: { email: "" },
    requiredFields: ["email"],
    fallbackError: RENEW_LINK_FAILURE,
    onSubmit: async (values) => {
      setAnswer(null);
      setAnswer(await onSubmit(values));
    },
  });
  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      aria-label="Email me a new link"
      noValidate
      onSubmit={submitWithFocus(form, formRef)}
    >
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        {...form.fieldProps("email")}
        onChange={(event) => {
          setAnswer(null);
          form.fieldProps("email").onChange(event);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingLabel="Sending...">
          Email me a new link
        </Button>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {answer ? <Banner tone="success">{answer}</Banner> : null}
      </div>
    </form>
  );
}
