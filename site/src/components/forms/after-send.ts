/**
 * What a form needs only once the visitor sends: the checking and sending
 * (forms/on-send.ts, with the API's contract), the summary of what is missing
 * and the thank-you. One chunk loaded on the first send (or the first check as
 * the visitor corrects), so a form page's first load carries what the visitor
 * types into and nothing of what comes after.
 */
export * from "../../forms/on-send";
export { ErrorSummary } from "./error-summary";
export { errorsOfRejection, firstInvalid } from "./send-errors";
export { sendForm } from "./send-form";
export { ThankYou } from "./thank-you";
