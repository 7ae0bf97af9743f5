import { spawn } from "node:child_process";

const variants = {
  tsx: ["--import", "tsx", "packages/server/src/main.ts"],
  bundle: ["packages/server/src/main.bundle.tmp.mjs"],
};
for (let k = 0; k < 3; k++)
  for (const [name, args] of Object.entries(variants)) {
    const t = performance.now();
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATA_DIR: "/tmp/round-data1", PORT: "3996", LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    for (;;) {
      const r = await fetch("http://127.0.0.1:3996/readyz").catch(() => null);
      if (r?.status === 200) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    console.log(name, "ready in", Math.round(performance.now() - t));
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
