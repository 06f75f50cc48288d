/**
 * Small audio files of a chosen length, built byte by byte (no encoder on the machine): silence
 * as WAV (PCM), MP3 (constant-bitrate frames) and Ogg Opus (one-byte packets), each a real file
 * of its format that file-type recognises by its magic bytes and music-metadata can time.
 */

/** 8 kHz mono 16-bit PCM silence. */
export function wavFile(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  return Buffer.concat([wavHeader(rate, data.length), data]);
}

/** The 44-byte header of a 16-bit mono PCM WAV file whose samples (`dataBytes` of them) follow. */
export function wavHeader(rate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1,152 samples each. */
export function mp3File(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let r = index << 24;
  for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggPage(packets: Buffer[], granule: bigint, sequence: number, flags: number): Buffer {
  const lacing = packets.flatMap((packet) => [...Array(Math.floor(packet.length / 255)).fill(255), packet.length % 255]);
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0);
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x0c1ce40e, 14); // stream serial
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  header.set(lacing, 27);
  const page = Buffer.concat([header, ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** Ogg Opus, mono 48 kHz: 20 ms packets of one byte (a silent CELT frame). */
export function oggFile(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0);
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(0, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  const vendor = 'cicerone';
  const tags = Buffer.concat([Buffer.from('OpusTags'), Buffer.from([vendor.length, 0, 0, 0]), Buffer.from(vendor), Buffer.alloc(4)]);
  const pages = [oggPage([head], 0n, 0, 0x02), oggPage([tags], 0n, 1, 0)];
  const packetsPerPage = 50; // one second
  const total = seconds * 50;
  for (let done = 0, sequence = 2; done < total; sequence++) {
    const count = Math.min(packetsPerPage, total - done);
    done += count;
    pages.push(oggPage(Array.from({ length: count }, () => Buffer.from([0xf8])), BigInt(done * 960), sequence, done === total ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}
