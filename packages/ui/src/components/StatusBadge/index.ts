export { StatusBadge, type StatusBadgeProps } from "./StatusBadge";
export { type KnownStatus, type StatusTone, statusLabel, statusTone } from "./statusTone";
