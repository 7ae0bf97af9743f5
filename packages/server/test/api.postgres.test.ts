import { describe } from "vitest";
import { apiSuite } from "./api-suite.ts";

describe("API on PostgreSQL", () => apiSuite("postgres"));
