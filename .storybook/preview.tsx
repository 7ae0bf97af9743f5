import { applyTheme, ToastProvider } from "@round/ui";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as "light" | "dark" | undefined) ?? "light";
  // Applied during render so the first paint (and any screenshot) already has the right theme.
  applyTheme(theme);
  useEffect(() => applyTheme(theme), [theme]);
  return <Story />;
};

// Every story can raise toasts with useToast(), as the app can under its root provider.
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const preview: Preview = {
  decorators: [withToasts, withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    a11y: { test: "error" },
    viewport: {
      options: {
        mobile: { name: "Mobile 375", styles: { width: "375px", height: "740px" } },
        tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" } },
        desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" } },
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
