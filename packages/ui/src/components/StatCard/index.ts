export { StatCard, type StatCardProps, type StatTone, type StatTrend } from "./StatCard";
