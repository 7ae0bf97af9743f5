export {
  MovementsChart,
  type MovementsChartDatum,
  type MovementsChartProps,
  type MovementsChartSeries,
  type MovementsChartTone,
  type MovementsChartView,
} from "./MovementsChart";
