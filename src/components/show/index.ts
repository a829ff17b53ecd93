export { RecordPage, useRecord } from "./RecordPage";
export { ShowFrame, type ShowTexts } from "./ShowFrame";
