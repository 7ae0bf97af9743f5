import { fileURLToPath } from "node:url";

// Both this file (src/paths.ts) and the built server (dist/main.mjs) sit one folder below the package.
/** packages/server/ */
export const serverRoot = fileURLToPath(new URL("..", import.meta.url));
/** The committed SQL migrations. */
export const migrationsFolder = `${serverRoot}drizzle`;
/** Where the app's build lands (served when it exists). */
export const appDistFolder = fileURLToPath(new URL("../app/dist", `file://${serverRoot}`));
