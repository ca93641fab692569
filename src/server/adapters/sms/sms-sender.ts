/**
 * Sends one text message to an E.164 number. Retries live in the outbox worker.
 * Throws `SmsRejectedError` when the provider refuses this message for good, any other error when a later attempt may succeed.
 */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<{ providerMessageId: string }>
}

/** The provider refused the message permanently (invalid number, recipient replied STOP): the outbox fails it without retrying. */
export class SmsRejectedError extends Error {}
