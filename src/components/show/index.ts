export { RecordPage, useRecord } from "./RecordPage";
export { ShowFrame, type ShowTexts } from "./ShowFrame";
export { DetailTable } from "./DetailTable";
export { ProblemView, ProviderWords, problemLineText, problemText } from "./Problem";
