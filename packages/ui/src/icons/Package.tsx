import { makeIcon } from "./base";

export const PackageIcon = /* @__PURE__ */ makeIcon(
  "Package",
  <>
    <path d="m21 16-9 5-9-5V8l9-5 9 5Z" />
    <path d="m3.3 7.5 8.7 5 8.7-5M12 22V12.5" />
  </>,
);
