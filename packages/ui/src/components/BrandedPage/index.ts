export { BrandedPage, type BrandedPageProps } from "./BrandedPage";
export { isBrandColor } from "./brandColor";
