export { ProgressBar, type ProgressBarProps, type ProgressTone } from "./ProgressBar";
export { formatPercent, progressPercent } from "./progressPercent";
