export { Breadcrumbs, type BreadcrumbsProps } from "./Breadcrumbs";
export {
  type Breadcrumb,
  type BreadcrumbLabels,
  buildBreadcrumbs,
  humanizeSegment,
} from "./buildBreadcrumbs";
