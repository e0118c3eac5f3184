import OpenAI from 'openai';

/** Turns texts into embedding vectors of one model (unit length, so a dot product is their cosine similarity). */
export interface TextEmbedder {
  readonly model: string;
  embed(texts: string[]): Promise<number[][]>;
}

export interface OpenAiEmbedderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per request; a library's first embedding is several requests (see BATCH_INPUTS). */
  timeoutMs: number;
}

/** Inputs per request: well under the API's 2,048 inputs and 300,000 tokens per request for passages of about 60-220 words. */
export const BATCH_INPUTS = 96;
/** A passage is embedded from at most this many characters (the models take 8,191 tokens; passages are far shorter). */
const MAX_INPUT_CHARS = 8000;
/** One retry on a connection error, 408, 409, 429 or 5xx (the SDK's backoff). */
const MAX_RETRIES = 1;

/** Scales `v` to unit length (a zero vector stays zero). */
export function unitLength(v: number[]): number[] {
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return norm ? v.map((x) => x / norm) : v;
}

/** The OpenAI embeddings API (POST /v1/embeddings) through the official SDK, in batches. */
export class OpenAiEmbedder implements TextEmbedder {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(options: OpenAiEmbedderOptions) {
    this.model = options.model;
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: MAX_RETRIES });
  }

  async embed(texts: string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += BATCH_INPUTS) {
      const batch = texts.slice(i, i + BATCH_INPUTS).map((t) => t.slice(0, MAX_INPUT_CHARS) || ' ');
      // Floats asked for explicitly: the SDK would otherwise ask for base64 and decode it.
      const response = await this.client.embeddings.create({ model: this.model, input: batch, encoding_format: 'float' });
      const vectors: Array<number[] | undefined> = batch.map(() => undefined);
      for (const d of response.data) vectors[d.index] = d.embedding;
      for (const v of vectors) {
        if (!Array.isArray(v) || !v.length) throw new Error('embeddings response lacks a vector for some input');
        out.push(unitLength(v));
      }
    }
    return out;
  }
}
