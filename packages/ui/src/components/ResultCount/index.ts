export { ResultCount, type ResultCountProps, type ResultNoun, resultCountText } from "./ResultCount";
