import { decoderFor } from '../decode';
import { messageSchema, noContentSchema } from '../schemas/commandAnswers';

/** `{ message }`, the answer of most commands. */
export const decodeMessage = /* @__PURE__ */ decoderFor(messageSchema);

/** An empty answer (204) or any JSON object. */
export const decodeNoContent = /* @__PURE__ */ decoderFor(noContentSchema);
