export { Money, type MoneyPeriod, type MoneyPeriodLabel, type MoneyProps } from "./Money";
