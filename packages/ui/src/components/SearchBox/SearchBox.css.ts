import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";

// The component draws its own clear button; hide the browser's.
export const input = style(
  layered({
    appearance: "none",
    selectors: {
      "&::-webkit-search-cancel-button": { appearance: "none", display: "none" },
      "&::-webkit-search-decoration": { appearance: "none" },
    },
  }),
);
