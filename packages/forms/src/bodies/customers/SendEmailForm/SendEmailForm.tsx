import { TextArea, TextField } from "@round/ui";
import { customerEmailSchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../../catalog/CatalogDialog.tsx";
import { type CatalogDialogPropsOf, catalogDialog } from "../../catalog/catalogBody.tsx";
import { useCustomerBody } from "../customerBody.tsx";

const FAILURE = "Failed to send the email. Please try again.";

export const SEND_EMAIL_TEXTS: CatalogTexts = catalogTexts("Email", "email", {
  createTitle: "Send Email",
  editTitle: "Send Email",
  createLabel: "Send Email",
  creatingLabel: "Sending...",
  createFailure: FAILURE,
  editFailure: FAILURE,
});
export const SEND_EMAIL_FAILURE = FAILURE;

/** What 'Send Email' sends. */
export interface SendEmailValues {
  subject: string;
  message: string;
}

type SendEmailFormValues = { subject: string; message: string };

const emptyEmailValues = (): SendEmailFormValues => ({ subject: "", message: "" });

export interface SendEmailFormProps extends Omit<CatalogBodyProps<SendEmailValues>, "mode"> {
  /** The customer's address, shown read-only. */
  to: string;
}

/** The body of 'Send Email': to the customer (read-only), a subject and a message (`customerEmailSchema`). */
export function SendEmailForm({ to, ...props }: SendEmailFormProps) {
  const { form, frame } = useCustomerBody(props, {
    idPrefix: "send-email",
    texts: SEND_EMAIL_TEXTS,
    schema: customerEmailSchema,
    empty: emptyEmailValues,
    toInput: (values: SendEmailFormValues) => values,
  });
  return (
    <CatalogFormFrame {...frame}>
      <TextField label="To" value={to} readOnly autoComplete="off" />
      <TextField label="Subject" required autoComplete="off" {...form.field("subject")} />
      <TextArea label="Message" required rows={8} {...form.field("message")} />
    </CatalogFormFrame>
  );
}

export interface SendEmailDialogProps extends CatalogDialogPropsOf<SendEmailFormProps> {}

/** 'Send Email' in a Modal, with Cancel and 'Send Email' in its footer. */
export const SendEmailDialog = catalogDialog(SendEmailForm, SEND_EMAIL_TEXTS);
SendEmailDialog.displayName = "SendEmailDialog";
