export { PageState, type PageStateProps, type PageStateStatus } from "./PageState";
