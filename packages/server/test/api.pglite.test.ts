import { describe } from "vitest";
import { apiSuite } from "./api-suite.ts";

describe("API on PGlite", () => apiSuite("pglite"));
