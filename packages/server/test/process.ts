import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const root = fileURLToPath(new URL("../../..", import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Milliseconds from spawn to the "running" line. */
  startedIn: number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the real server (`tsx packages/server/src/main.ts`) as a child process on a free port. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: {
    /** A built server (`scripts/build.mjs`'s bundle, what `npm start` runs) instead of the sources. */
    entry?: string;
    /** Node's own options (`--cpu-prof`). */
    nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> {
  const started = performance.now();
  const args = options.entry ? [options.entry] : ["--import", "tsx", main];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const check = () => {
      const match = output.match(/running on (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    startedIn: performance.now() - started,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** fetch + JSON, for talking to a server process. */
export async function http(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted on.
  return { status: response.status, body: json as any, headers: response.headers };
}

/** Registers through the API, confirms with the dev-mailbox link and returns the session. */
export async function signUpOver(base: string, person: Record<string, string>) {
  const registered = await http(base, "POST", "/identities/register", person);
  if (registered.status !== 200) throw new Error(JSON.stringify(registered.body));
  for (let attempt = 0; attempt < 200; attempt++) {
    const mail = await http(base, "GET", `/dev/mail/messages?to=${encodeURIComponent(person.email!)}`);
    const link = mail.body[0]?.links?.[0];
    if (link) {
      const login = await http(base, "POST", `/identities/confirm-email-and-login${new URL(link).search}`);
      return login.body as { token: string; refreshToken: string; userId: string; roundAccountId: string };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no confirmation mail");
}
