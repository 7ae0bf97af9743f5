import { vars } from "./vars.css";

/** The box code and secrets are shown in (CodeBlock, SecretReveal): the bundled monospace on a sunken surface. */
export const codeSurface = {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;
