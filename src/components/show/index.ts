export { ShowFrame, type ShowTexts } from "./ShowFrame";
