export { Skeleton, type SkeletonProps, type SkeletonRadius } from "./Skeleton";
