import { applyTheme, ToastProvider } from "@round/ui";
import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { useEffect } from "react";
import { configure } from "storybook/test";

// The app stories load each screen lazily, as the app does; a cold dev server on a busy 2-core machine can
// take several seconds to serve a screen's module the first time (5 s was once not enough under load).
configure({ asyncUtilTimeout: 10_000 });

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as "light" | "dark" | undefined) ?? "light";
  // Applied during render so the first paint (and any screenshot) already has the right theme.
  applyTheme(theme);
  useEffect(() => applyTheme(theme), [theme]);
  return <Story />;
};

// Every story can raise toasts with useToast(), as the app can under its root provider. The app stories
// render the app's own providers (parameters.appProviders), whose toast region would otherwise be doubled.
const withToasts: Decorator = (Story, context) =>
  context.parameters.appProviders ? (
    <Story />
  ) : (
    <ToastProvider>
      <Story />
    </ToastProvider>
  );

// Mock Service Worker answers the app stories' API calls (each story's `parameters.msw` handlers, or
// `context.msw.use()` in its beforeEach). Requests without a handler go to the network untouched.
const startMockServiceWorker = async () => {
  const { setupWorker } = await import("msw/browser");
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
  return worker;
};

const preview: Preview = {
  decorators: [withToasts, withTheme],
  loaders: [mswLoader(startMockServiceWorker)],
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
    // axe runs on every story and fails it on any violation. Its CSSOM preload (read by one rule,
    // css-orientation-lock) re-parses every stylesheet of the page on each run; the dev server gives each
    // style module its own sheet, which made the preload 85 % of axe's time and a third of the whole story
    // step. The stories skip it; the end-to-end tests run axe with the preload on every page of the built app,
    // whose stylesheet is the one a person gets.
    // Only violations fail a story, so only they are reported in full (`resultTypes`): axe still checks every
    // rule on every element, but no longer builds a selector for each element that passed, nor sends all of
    // them with the story's report (the reports were most of the step's 260 MB of JSON output).
    a11y: { test: "error", options: { preload: false, resultTypes: ["violations"] } },
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
