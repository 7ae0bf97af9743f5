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
function makeIcon(name: string, paths: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: created once at module level, never during render
  const Icon = (props: IconProps) => <IconBase {...props}>{paths}</IconBase>;
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CheckIcon = /* @__PURE__ */ makeIcon("Check", <path d="M20 6 9 17l-5-5" />);
export const CloseIcon = /* @__PURE__ */ makeIcon("Close", <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = /* @__PURE__ */ makeIcon("ChevronDown", <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = /* @__PURE__ */ makeIcon("ChevronUp", <path d="m18 15-6-6-6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ makeIcon("ChevronRight", <path d="m9 18 6-6-6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ makeIcon("ChevronLeft", <path d="m15 18-6-6 6-6" />);
export const SearchIcon = /* @__PURE__ */ makeIcon(
  "Search",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ makeIcon(
  "Eye",
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ makeIcon(
  "EyeOff",
  <>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </>,
);
export const CopyIcon = /* @__PURE__ */ makeIcon(
  "Copy",
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const MoreIcon = /* @__PURE__ */ makeIcon(
  "More",
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ makeIcon("Menu", <path d="M4 6h16M4 12h16M4 18h16" />);
export const FilterIcon = /* @__PURE__ */ makeIcon("Filter", <path d="M3 4h18l-7 8v6l-4 2v-8Z" />);
export const GridIcon = /* @__PURE__ */ makeIcon(
  "Grid",
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </>,
);
export const ListIcon = /* @__PURE__ */ makeIcon(
  "List",
  <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
);
export const TableIcon = /* @__PURE__ */ makeIcon(
  "Table",
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M3 15h18M9 3v18" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ makeIcon(
  "Info",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ makeIcon(
  "Alert",
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const ErrorIcon = /* @__PURE__ */ makeIcon(
  "Error",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
export const SuccessIcon = /* @__PURE__ */ makeIcon(
  "Success",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ makeIcon(
  "Calendar",
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const PlusIcon = /* @__PURE__ */ makeIcon("Plus", <path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ makeIcon("Minus", <path d="M5 12h14" />);
export const ArrowUpIcon = /* @__PURE__ */ makeIcon("ArrowUp", <path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDownIcon = /* @__PURE__ */ makeIcon("ArrowDown", <path d="M12 5v14M19 12l-7 7-7-7" />);
export const SortIcon = /* @__PURE__ */ makeIcon("Sort", <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
export const HomeIcon = /* @__PURE__ */ makeIcon("Home", <path d="M3 10.5 12 3l9 7.5V21H3ZM9 21v-6h6v6" />);
export const UsersIcon = /* @__PURE__ */ makeIcon(
  "Users",
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-5-6.7" />
  </>,
);
export const CreditCardIcon = /* @__PURE__ */ makeIcon(
  "CreditCard",
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </>,
);
export const FileIcon = /* @__PURE__ */ makeIcon(
  "File",
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </>,
);
export const PackageIcon = /* @__PURE__ */ makeIcon(
  "Package",
  <>
    <path d="m21 16-9 5-9-5V8l9-5 9 5Z" />
    <path d="m3.3 7.5 8.7 5 8.7-5M12 22V12.5" />
  </>,
);
export const RocketIcon = /* @__PURE__ */ makeIcon(
  "Rocket",
  <>
    <path d="M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1Z" />
    <path d="M12 15 9 12a22 22 0 0 1 2-4A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2Z" />
  </>,
);
export const SettingsIcon = /* @__PURE__ */ makeIcon(
  "Settings",
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1A1.7 1.7 0 0 0 9 19.4a1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1A1.7 1.7 0 0 0 4.6 9a1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
);
export const HelpIcon = /* @__PURE__ */ makeIcon(
  "Help",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
export const LogoutIcon = /* @__PURE__ */ makeIcon(
  "Logout",
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const ChartIcon = /* @__PURE__ */ makeIcon("Chart", <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />);
export const TagIcon = /* @__PURE__ */ makeIcon(
  "Tag",
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8Z" />
    <path d="M7 7h.01" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ makeIcon("Trash", <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />);
export const EditIcon = /* @__PURE__ */ makeIcon(
  "Edit",
  <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />,
);
export const SunIcon = /* @__PURE__ */ makeIcon(
  "Sun",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ makeIcon(
  "Moon",
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />,
);
