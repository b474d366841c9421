/**
 * What a form needs only once the visitor sends: the API's own contract (zod)
 * to check with, the idempotent attempt and the sending itself. One module
 * loaded on demand, so a form page's first load carries none of it.
 */
export { checkSubmission, trackingOfVisit } from "./check-submission";
export { attemptFor } from "./idempotency";
export { sendSubmission } from "./send-submission";
