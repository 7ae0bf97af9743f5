/** The dev mailbox page: its HTML and the small script that fits each message's frame to the message. */
import { createHash } from "node:crypto";
import { securityHeaderFields } from "../../http/security.ts";

export interface DevMailPageMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: readonly string[];
  createdAt: Date;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Grows each message frame to its content's height, so the preview is never cut off at the bottom (a
 * fixed height clipped the end of longer messages, and of every message on a phone). It is inline, allowed
 * by its hash in the page's own policy; the frames are sandboxed without scripts, but same-origin so their
 * height can be read.
 */
export const DEV_MAIL_PREVIEW_SCRIPT = `for (const frame of document.querySelectorAll("iframe[data-fit]")) {
  const fit = () => {
    const doc = frame.contentDocument;
    if (doc && doc.documentElement) frame.style.height = doc.documentElement.scrollHeight + 2 + "px";
  };
  frame.addEventListener("load", fit);
  if (frame.contentDocument && frame.contentDocument.readyState === "complete") fit();
  new ResizeObserver(fit).observe(frame);
}
`;

export function devMailPage(list: readonly DevMailPageMessage[]): string {
  const items = list
    .map(
      (message, index) => `<article>
  <header><h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString().replace("T", " ").slice(0, 19))} UTC</time></p></header>
  <ul class="links">${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>
  <details${index === 0 ? " open" : ""}><summary>Message</summary><iframe title="${escapeHtml(message.subject)}" sandbox="allow-same-origin" data-fit src="/dev/mail/messages/${message.id}/html"></iframe><pre>${escapeHtml(message.text)}</pre></details>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Round · Dev mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f5f7; color: #1f2330; }
  main { max-width: 880px; margin: 0 auto; }
  h1 { font-size: 24px; } h2 { font-size: 18px; margin: 0 0 4px; overflow-wrap: anywhere; }
  article { background: #fff; border-radius: 8px; padding: 16px 20px; margin: 0 0 16px; box-shadow: 0 1px 2px rgb(0 0 0 / 8%); }
  .meta { margin: 0 0 8px; color: #5c6370; font-size: 14px; overflow-wrap: anywhere; }
  .links { padding-left: 20px; } .links a { word-break: break-all; color: #3b5bdb; }
  /* Tall enough without the script; the script then fits the frame to its message. Resizable by hand. */
  iframe { display: block; box-sizing: border-box; width: 100%; height: 640px; resize: vertical; border: 1px solid #dde1e6; border-radius: 6px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f8f9fa; padding: 12px; border-radius: 6px; }
  @media (max-width: 600px) { body { padding: 12px; } article { padding: 12px; } }
</style>
</head>
<body><main>
<h1>Dev mailbox</h1>
<p>Mail that Round would have sent: SMTP_URL is not set. Newest first; <a href="/dev/mail/messages">as JSON</a>.</p>
${items || "<p>No messages yet.</p>"}
</main>
<script>${DEV_MAIL_PREVIEW_SCRIPT}</script>
</body>
</html>`;
}

/** The server's policy, plus this page's one inline script (by its hash). */
export const DEV_MAIL_PAGE_CSP = securityHeaderFields({ https: false })["content-security-policy"]!.replace(
  "script-src 'self'",
  `script-src 'self' 'sha256-${createHash("sha256").update(DEV_MAIL_PREVIEW_SCRIPT).digest("base64")}'`,
);
