// Group: controls. Explicit named exports only.
export {};
