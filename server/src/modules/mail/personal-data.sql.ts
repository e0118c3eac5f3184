/** Account deletion: every queued or kept mail to the member's address ($1, lower-cased) goes, with the address and the text. */
export const OUTBOX_ERASURE_SQL = 'DELETE FROM outbox_messages WHERE lower(to_address) = $1';
