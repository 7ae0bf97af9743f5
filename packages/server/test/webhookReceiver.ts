import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A real HTTP receiver for webhook tests: it verifies every delivery with the Standard Webhooks library for
// Node, answers as the test says (500 then 200, say), and counts what arrived, duplicates included.

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The verified payload (the library's answer); null when verification failed. */
  verified: unknown;
  status: number;
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Statuses to answer, in order; once used up, `status`. */
  answers: number[] = [];
  status = 200;
  /** The secrets a delivery must verify with (any one). */
  secrets: string[] = [];
  private server: Server | undefined;
  url = "";

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    receiver.server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => {
        body += chunk;
      });
      request.on("end", () => {
        const headers = {
          "webhook-id": String(request.headers["webhook-id"] ?? ""),
          "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(request.headers["webhook-signature"] ?? ""),
        };
        let verified: unknown = null;
        for (const secret of receiver.secrets) {
          try {
            verified = new Webhook(secret).verify(body, headers);
            break;
          } catch {
            verified = null;
          }
        }
        const status = receiver.answers.shift() ?? receiver.status;
        receiver.received.push({
          id: headers["webhook-id"],
          timestamp: headers["webhook-timestamp"],
          signature: headers["webhook-signature"],
          body,
          verified,
          status,
        });
        response.writeHead(status, { "content-type": "text/plain" });
        response.end(status < 300 ? "ok" : "receiver says no");
      });
    });
    await new Promise<void>((resolve) => receiver.server!.listen(0, "127.0.0.1", resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
    return receiver;
  }

  /** Deliveries by `webhook-id`: how many times each arrived. */
  counts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const item of this.received) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
    return counts;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
