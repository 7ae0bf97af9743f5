// Group: layout. Explicit named exports only.
export {};
