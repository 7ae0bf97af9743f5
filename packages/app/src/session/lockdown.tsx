import { useEffect } from "react";
import { useLockdownSetting } from "./lockdownSetting";

/** Developer-tool and zoom shortcuts that the lockdown swallows. */
export function isBlockedShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): boolean {
  const key = event.key.toLowerCase();
  const mod = event.ctrlKey || event.metaKey;
  if (key === "f12") return true;
  if (mod && event.shiftKey && ["i", "j", "c"].includes(key)) return true;
  if (mod && event.altKey && ["i", "j", "c"].includes(key)) return true;
  if (mod && key === "u") return true;
  if (mod && ["+", "=", "-", "_", "0"].includes(key)) return true;
  return false;
}

/** Applies the lockdown while the setting is on; renders nothing. */
export function LockdownGuard() {
  const enabled = useLockdownSetting();
  useEffect(() => {
    if (!enabled) return;
    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) event.preventDefault();
    };
    const viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const previous = viewport?.content;
    if (viewport)
      viewport.content = "width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no";
    document.addEventListener("contextmenu", onContextMenu);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      document.removeEventListener("contextmenu", onContextMenu);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("wheel", onWheel);
      if (viewport && previous !== undefined) viewport.content = previous;
    };
  }, [enabled]);
  return null;
}
