/** A message ready for the outbox: both parts, and the absolute links it carries. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const PRODUCT = "Round";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(options: {
  to: string;
  heading: string;
  paragraphs: string[];
  /** The button, and its address written out below it; a message without one is plain text. */
  action?: string;
  link?: string;
  footer: string;
  /** Who the message is from, in place of the product's name (a business writing to its customer). */
  sender?: string;
}): {
  text: string;
  html: string;
} {
  const sender = options.sender ?? PRODUCT;
  const button = options.action && options.link ? { label: options.action, link: options.link } : undefined;
  const text = [
    sender,
    "",
    options.heading,
    "",
    ...options.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(button ? [`${button.label}: ${button.link}`, ""] : []),
    options.footer,
    "",
    options.sender ? `— ${options.sender}` : `— The ${PRODUCT} team`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2330">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#3b5bdb">${escapeHtml(sender)}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(options.heading)}</h1>
      ${options.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(paragraph)}</p>`).join("\n      ")}${
        button
          ? `
      <p style="margin:24px 0"><a href="${escapeHtml(button.link)}" style="display:inline-block;padding:12px 20px;background:#3b5bdb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(button.label)}</a></p>
      <p style="margin:0 0 16px;font-size:13px;color:#5c6370;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(button.link)}" style="color:#3b5bdb;word-break:break-all">${escapeHtml(button.link)}</a></p>`
          : ""
      }
      <p style="margin:24px 0 0;font-size:13px;color:#5c6370">${escapeHtml(options.footer)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { text, html };
}

function link(appUrl: string, path: string, params: Record<string, string>): string {
  return `${appUrl}${path}?${new URLSearchParams(params).toString()}`;
}

export function confirmationMail(
  appUrl: string,
  to: { email: string; firstName: string; userId: string; token: string },
): MailMessage {
  const url = link(appUrl, "/auth/confirm-email", { userId: to.userId, token: to.token });
  return {
    to: to.email,
    subject: `Confirm your email address for ${PRODUCT}`,
    links: [url],
    ...layout({
      to: to.email,
      heading: `Welcome to ${PRODUCT}, ${to.firstName}!`,
      paragraphs: [
        `Please confirm your email address to finish creating your ${PRODUCT} account.`,
        "This link is valid for 24 hours.",
      ],
      action: "Confirm email address",
      link: url,
      footer: `If you did not create a ${PRODUCT} account, you can ignore this email.`,
    }),
  };
}

export function passwordResetMail(
  appUrl: string,
  to: { email: string; firstName: string; userId: string; token: string },
): MailMessage {
  const url = link(appUrl, "/auth/reset-password", { userId: to.userId, token: to.token });
  return {
    to: to.email,
    subject: `Reset your ${PRODUCT} password`,
    links: [url],
    ...layout({
      to: to.email,
      heading: "Reset your password",
      paragraphs: [
        `Hello ${to.firstName}, someone asked to reset the password of your ${PRODUCT} account.`,
        "This link is valid for 1 hour and can be used once.",
      ],
      action: "Choose a new password",
      link: url,
      footer: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    }),
  };
}

export function invitationMail(
  appUrl: string,
  invite: { email: string; token: string; accountName: string; inviterName: string; roleLabel: string },
): MailMessage {
  const url = link(appUrl, "/auth/accept-invitation", { token: invite.token });
  return {
    to: invite.email,
    subject: `${invite.inviterName} invited you to ${invite.accountName} on ${PRODUCT}`,
    links: [url],
    ...layout({
      to: invite.email,
      heading: `Join ${invite.accountName} on ${PRODUCT}`,
      paragraphs: [
        `${invite.inviterName} invited you to join ${invite.accountName} on ${PRODUCT} as ${invite.roleLabel}.`,
        "This invitation is valid for 7 days.",
      ],
      action: "Accept invitation",
      link: url,
      footer: "If you were not expecting this invitation, you can ignore this email.",
    }),
  };
}

/** A message a business writes to its customer from the customer's page (Send Email). */
export function customerMail(message: {
  to: string;
  subject: string;
  body: string;
  accountName: string;
  customerName: string;
}): MailMessage {
  return {
    to: message.to,
    subject: message.subject,
    links: [],
    ...layout({
      to: message.to,
      heading: message.subject,
      paragraphs: [
        `Hello ${message.customerName},`,
        ...message.body
          .split(/\n\s*\n/)
          .map((part) => part.trim())
          .filter(Boolean),
      ],
      footer: `You receive this email as a customer of ${message.accountName}.`,
      sender: message.accountName,
    }),
  };
}

/** A business's invoice, payment or failed-payment notice to its customer, with the invoice's PDF link. */
export function billingMail(message: {
  kind: "invoice_issued" | "payment_succeeded" | "payment_failed";
  to: string;
  accountName: string;
  customerName: string;
  invoiceNumber: string;
  /** Formatted amounts, e.g. "$29.00". */
  amount: string;
  dueDate?: string | null;
  failureMessage?: string | null;
  pdfLink: string;
  /** The invoice's pay page while something is owed on it: the message's button. */
  payLink?: string | null;
}): MailMessage {
  const subjects = {
    invoice_issued: `Invoice ${message.invoiceNumber} from ${message.accountName}`,
    payment_succeeded: `Payment received for invoice ${message.invoiceNumber}`,
    payment_failed: `Payment failed for invoice ${message.invoiceNumber}`,
  } as const;
  const paragraphs = {
    invoice_issued: [
      `Invoice ${message.invoiceNumber} for ${message.amount} is ready.${message.dueDate ? ` It is due on ${message.dueDate}.` : ""}`,
    ],
    payment_succeeded: [
      `We received your payment of ${message.amount} for invoice ${message.invoiceNumber}. Thank you.`,
    ],
    payment_failed: [
      `We could not collect ${message.amount} for invoice ${message.invoiceNumber}: ${message.failureMessage ?? "the payment failed"}`,
      "Please update your payment method; we will try again on the schedule of your account.",
    ],
  } as const;
  const pay = message.kind !== "payment_succeeded" && message.payLink ? message.payLink : null;
  return {
    to: message.to,
    subject: subjects[message.kind],
    links: pay ? [pay, message.pdfLink] : [message.pdfLink],
    ...layout({
      to: message.to,
      heading: subjects[message.kind],
      paragraphs: [
        `Hello ${message.customerName},`,
        ...paragraphs[message.kind],
        ...(pay ? [`The invoice as a PDF: ${message.pdfLink}`] : []),
      ],
      action: pay ? "Pay invoice" : "Download invoice (PDF)",
      link: pay ?? message.pdfLink,
      footer: `You receive this email as a customer of ${message.accountName}.`,
      sender: message.accountName,
    }),
  };
}

/** A business's portal link to its customer: manage subscriptions, invoices and cards for an hour. */
export function portalLinkMail(message: {
  to: string;
  accountName: string;
  customerName: string;
  link: string;
}): MailMessage {
  const subject = `Your billing portal link for ${message.accountName}`;
  return {
    to: message.to,
    subject,
    links: [message.link],
    ...layout({
      to: message.to,
      heading: subject,
      paragraphs: [
        `Hello ${message.customerName},`,
        "Use this link to see your subscriptions and invoices, pay an open invoice or change your card. It works for one hour.",
      ],
      action: "Open billing portal",
      link: message.link,
      footer: `You receive this email as a customer of ${message.accountName}. If you did not ask for it, you can ignore it.`,
      sender: message.accountName,
    }),
  };
}

/** To an account's owners: Round turned a webhook endpoint off after 3 days of failed deliveries. */
export function webhookDisabledMail(message: {
  to: string;
  accountName: string;
  url: string;
  since: string;
  settingsLink: string;
}): MailMessage {
  const heading = "A webhook endpoint was turned off";
  return {
    to: message.to,
    subject: `Webhook endpoint turned off for ${message.accountName}`,
    links: [message.settingsLink],
    ...layout({
      to: message.to,
      heading,
      paragraphs: [
        `Every delivery to ${message.url} has failed since ${message.since}, so Round stopped sending events to it.`,
        "Fix the endpoint, then turn it on again and replay the failed deliveries from Settings → Developers.",
      ],
      action: "Open Settings → Developers",
      link: message.settingsLink,
      footer: `You receive this email as an owner of ${message.accountName} in Round.`,
    }),
  };
}
