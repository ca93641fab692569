/** Sends one text message to an E.164 number. Retries live in the outbox worker. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<{ providerMessageId: string }>
}
