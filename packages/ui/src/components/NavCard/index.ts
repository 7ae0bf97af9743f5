export { NavCard, type NavCardProps } from "./NavCard";
