/**
 * Writes a zip (entries deflated), for tests that hand-craft .xlsx files. An entry may claim a
 * `declaredSize` other than its real one, as a zip bomb may.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  name: string;
  data: Buffer | string;
  declaredSize?: number;
}

export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    // Shared by the local header (from byte 4) and the directory entry (from byte 6).
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x0800, 2); // UTF-8 names
    common.writeUInt16LE(8, 4); // deflated
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(packed.length, 14);
    common.writeUInt32LE(entry.declaredSize ?? data.length, 18);
    common.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([u32(0x04034b50), common, name, packed]);
    directory.push(Buffer.concat([u32(0x02014b50), u16(20), common, Buffer.alloc(10), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const u16 = (n: number) => Buffer.from([n & 0xff, n >>> 8]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0, 0);
  return b;
};
