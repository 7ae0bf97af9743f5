// Group: feedback. Explicit named exports only.
export {};
