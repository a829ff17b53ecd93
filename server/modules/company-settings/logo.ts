import { createHash } from "node:crypto";
import sharp from "sharp";
import type { DB } from "../../db/connection";
import { badRequest } from "../../http/errors";
import { LOGO_MESSAGES } from "./schemas";

/**
 * The company's logo (issue 21): an owner uploads a PNG, JPEG or WebP of at most 2 MB (recognised by its
 * content, whatever the file is called or the request says it is); the server turns it upright, sizes it
 * down to at most 256 px high with sharp, keeps its format, and stores it in `company_logos`. It is served
 * publicly (the sign-up page shows it before anyone signs in) at an address carrying the company and a hash
 * of the stored bytes: a new logo is a new address, so browsers keep each for good, and an address only
 * answers for its own company's current logo.
 */

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_HEIGHT = 256;

const FORMATS = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;
type Format = keyof typeof FORMATS;

/** The format the first bytes say (PNG, JPEG or WebP signatures), or null. */
export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

export interface SizedLogo {
  bytes: Buffer;
  content_type: string;
  width: number;
  height: number;
  hash: string;
}

/** Checks and sizes an upload; a 400 naming `logo` when it is empty, too large or not one of the formats. */
export async function sizeLogo(upload: Buffer): Promise<SizedLogo> {
  if (!upload.length) throw badRequest({ logo: LOGO_MESSAGES.empty });
  if (upload.length > LOGO_MAX_BYTES) throw badRequest({ logo: LOGO_MESSAGES.tooLarge });
  const format = sniffFormat(upload);
  if (!format) throw badRequest({ logo: LOGO_MESSAGES.notAnImage });
  let out: { data: Buffer; info: sharp.OutputInfo };
  try {
    // At most 50 megapixels decoded: a small file that unpacks into a huge picture is refused, not decoded.
    const image = sharp(upload, { limitInputPixels: 50_000_000, failOn: "error" }).rotate();
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`content is ${meta.format}, signature ${format}`);
    const resized = image.resize({ height: LOGO_MAX_HEIGHT, withoutEnlargement: true });
    const encoded =
      format === "png"
        ? resized.png({ compressionLevel: 9 })
        : format === "jpeg"
          ? resized.jpeg({ quality: 85, mozjpeg: true })
          : resized.webp({ quality: 85 });
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest({ logo: LOGO_MESSAGES.notAnImage });
  }
  return {
    bytes: out.data,
    content_type: FORMATS[format],
    width: out.info.width,
    height: out.info.height,
    hash: createHash("sha256").update(out.data).digest("hex").slice(0, 32),
  };
}

/** Replaces the company's logo (one row) and its hash on the company, in the caller's transaction. */
export async function storeLogo(trx: DB, companyId: number, logo: SizedLogo, at: string): Promise<void> {
  const row = {
    hash: logo.hash,
    content_type: logo.content_type,
    bytes: logo.bytes,
    width: logo.width,
    height: logo.height,
    created_at: at,
  };
  await trx
    .insertInto("company_logos")
    .values({ company_id: companyId, ...row })
    .onConflict((c) => c.column("company_id").doUpdateSet(row))
    .execute();
  await trx.updateTable("companies").set({ logo_hash: logo.hash }).where("id", "=", companyId).execute();
}

/** Removes the company's logo; whether there was one. */
export async function removeLogo(trx: DB, companyId: number): Promise<boolean> {
  const gone = await trx.deleteFrom("company_logos").where("company_id", "=", companyId).executeTakeFirst();
  await trx.updateTable("companies").set({ logo_hash: null }).where("id", "=", companyId).execute();
  return Number(gone.numDeletedRows) > 0;
}

/** The logo at that address: only the company's current logo, by its own hash. */
export function logoAt(db: DB, companyId: number, hash: string) {
  return db
    .selectFrom("company_logos")
    .select(["bytes", "content_type"])
    .where("company_id", "=", companyId)
    .where("hash", "=", hash)
    .executeTakeFirst();
}
