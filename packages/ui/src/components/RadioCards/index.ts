export { type RadioCardOption, RadioCards, type RadioCardsProps } from "./RadioCards";
