import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defaultClientConditions, defaultServerConditions } from "vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // Serves Mock Service Worker's script (mockServiceWorker.js) for the app stories' network mocks.
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ["@round/source", ...defaultClientConditions],
    };
    // vanilla-extract evaluates .css.ts files in a server environment: it must see the workspace sources too,
    // or `vars` imported from @round/ui/css would name the published build's variables.
    viteConfig.environments = {
      ...viteConfig.environments,
      ssr: {
        ...viteConfig.environments?.ssr,
        resolve: {
          ...viteConfig.environments?.ssr?.resolve,
          conditions: ["@round/source", ...defaultServerConditions],
        },
      },
    };
    return viteConfig;
  },
};

export default config;
