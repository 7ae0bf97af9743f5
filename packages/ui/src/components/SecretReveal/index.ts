export { SecretReveal, type SecretRevealProps } from "./SecretReveal";
