import { AppError } from '../../errors';
import { EVIDENCE_TYPES, type EvidenceContentType } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');

/** The type a file's first bytes prove, or null for anything that is not a PDF, PNG or JPEG. */
export function sniffEvidenceType(bytes: Buffer): EvidenceContentType | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  // Some generators put a few bytes (a BOM, whitespace) before the header; readers accept it within the first KiB.
  if (bytes.subarray(0, 1024).includes(PDF)) return 'application/pdf';
  return null;
}

/** Declared types a client may send alongside a file whose real type is still sniffed. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/**
 * Checks an uploaded evidence file: not empty, within the size limit, and of an accepted type by its
 * bytes. A declared type, when it names one, must agree with the bytes: a PNG sent as a PDF is refused,
 * so what is served later is always what the member meant to upload.
 */
export function checkEvidence(bytes: Buffer, declaredType: string | null | undefined): EvidenceContentType {
  if (bytes.length === 0) throw new AppError('BAD_USER_INPUT', MESSAGES.evidenceEmpty);
  if (bytes.length > LIMITS.evidenceMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.evidenceTooLarge);
  const declared = (declaredType ?? '').split(';')[0].trim().toLowerCase();
  const normalised = declared === 'image/jpg' || declared === 'image/pjpeg' ? 'image/jpeg' : declared;
  if (!GENERIC_TYPES.has(normalised) && !(normalised in EVIDENCE_TYPES)) throw unsupported(MESSAGES.evidenceTypeInvalid);
  const actual = sniffEvidenceType(bytes);
  if (!actual) throw unsupported(MESSAGES.evidenceTypeInvalid);
  if (!GENERIC_TYPES.has(normalised) && normalised !== actual) throw unsupported(MESSAGES.evidenceTypeMismatch);
  return actual;
}

/**
 * The member's file name made safe to store and show: no folders, no control characters, at most 150
 * characters, and the extension of the type the bytes proved.
 */
export function evidenceDisplayName(name: string | null | undefined, type: EvidenceContentType): string {
  const ext = EVIDENCE_TYPES[type];
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .slice(0, 140);
  return `${base || 'evidence'}.${ext}`;
}
