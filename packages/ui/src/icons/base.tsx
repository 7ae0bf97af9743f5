import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number; title?: string };

/** The shared frame of every icon: decorative (hidden from screen readers) unless given a title. */
export function IconBase({ size = 16, title, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a title is rendered when given
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

// Called once per icon at module level, so each icon is a stable component.
export function makeIcon(name: string, paths: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: created once at module level, never during render
  const Icon = (props: IconProps) => <IconBase {...props}>{paths}</IconBase>;
  Icon.displayName = `${name}Icon`;
  return Icon;
}
