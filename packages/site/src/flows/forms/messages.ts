/**
 * A message as the middle of a sentence: without its final full stop (or Hindi's danda, ।), so that
 * `Error: ${message}. Please try again...` does not end up with two (the client's network
 * messages are whole sentences; servers' are usually not).
 */
export function withoutFinalStop(message: string): string {
  return message.trim().replace(/[.\u0964]+$/, '');
}
