"use client";
// The public door of @round/ui. Each group file lists its exports by name; nothing else is reachable.
import "./fonts.css";
import "./theme/global.css";

export * from "./public/controls";
export * from "./public/feedback";
export * from "./public/foundation";
export * from "./public/layout";
