export { type ViewMode, ViewModeSwitch, type ViewModeSwitchProps } from "./ViewModeSwitch";
