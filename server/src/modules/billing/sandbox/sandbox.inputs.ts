import { z } from 'zod/v4';
import { parseInput } from '../../../validation';

/** The card typed on the sandbox checkout page; a field that is not text reads as empty (the card check refuses it). */
export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

const formText = z.unknown().transform((v) => (typeof v === 'string' ? v : ''));

const cardFormBody = z.object({
  name: formText,
  number: formText,
  expiry: formText,
  cvc: formText,
});

/** The posted card form as the card check reads it; it never refuses, so the page can answer with the card's own messages. */
export const cardForm = (body: unknown): CardForm => parseInput(cardFormBody, body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {});
