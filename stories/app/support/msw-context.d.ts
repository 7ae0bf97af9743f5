// Brings in msw-storybook-addon's typing of the story context (`msw` in beforeEach and play).
import "msw-storybook-addon/csf3";
