/** A new code may be asked for 60 s after the last one was sent (the server enforces it too). */
export const RESEND_COOLDOWN_SECONDS = 60;
