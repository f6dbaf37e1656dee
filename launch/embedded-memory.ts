import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/**
 * Where the embedded server's resident memory goes, in MB: the V8 heap, memory outside it that JS objects
 * hold (Buffers, ArrayBuffers), PGlite's WASM memory (its size, and how much of it is resident) and the
 * rest (code, native allocations of node and its addons, stacks). For the admin's memory diagnostic and the
 * load bench; never part of a public answer.
 */
export interface MemoryBreakdown {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  /** memory of JS objects outside the V8 heap, ArrayBuffers included (PGlite's WASM memory is not counted) */
  externalMb: number;
  arrayBuffersMb: number;
  /** PGlite's WebAssembly.Memory: reserved size (grows, never shrinks) and resident part of it */
  wasmSizeMb: number;
  wasmResidentMb: number | null;
  /** RSS less the resident WASM memory and the V8 heap: code, native allocations, stacks */
  otherMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** How much of the WASM memory's start is compared with a candidate mapping when two are the same size. */
const COMPARED_BYTES = 1024 * 1024;

/**
 * Whether the mapping at `address` holds the WASM memory: its first MB (static data and the stack, always
 * resident) read through /proc/self/mem equals the buffer's. PGlite runs on this thread, so the memory
 * cannot change between the two reads.
 */
function holdsMemory(address: bigint, memory: ArrayBufferLike): boolean {
  const length = Math.min(COMPARED_BYTES, memory.byteLength);
  const mapped = Buffer.alloc(length);
  let fd: number | undefined;
  try {
    fd = openSync('/proc/self/mem', 'r');
    if (readSync(fd, mapped, 0, length, address) !== length) return false;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return mapped.equals(new Uint8Array(memory, 0, length));
}

/**
 * The resident bytes of the WASM memory's mapping: V8 reserves a WASM memory's address space with guard
 * pages around it and makes the used part one anonymous read-write mapping of the memory's size. When
 * another mapping has that size too, the one whose contents are the memory's is taken. Null when none
 * is found (another platform).
 */
function residentOfMapping(memory: ArrayBufferLike): number | null {
  let smaps: string;
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return null;
  }
  const sizeKb = memory.byteLength / 1024;
  const found: { address: bigint; residentKb: number }[] = [];
  for (const block of smaps.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const header = block.slice(0, block.indexOf('\n'));
    const [range = '', perms = '', , , inode = '', path] = header.split(/\s+/);
    if (!perms.startsWith('rw') || inode !== '0' || path) continue;
    if (Number(/\nSize:\s+(\d+)/.exec(block)?.[1]) !== sizeKb) continue;
    const address = BigInt(`0x${range.slice(0, range.indexOf('-'))}`);
    found.push({ address, residentKb: Number(/\nRss:\s+(\d+)/.exec(block)?.[1] ?? 0) });
  }
  const mapping = found.length === 1 ? found[0] : found.find(({ address }) => holdsMemory(address, memory));
  return mapping ? mapping.residentKb * 1024 : null;
}

/** The breakdown now; `wasmMemory` is PGlite's (its Emscripten module's), when there is one. */
export function memoryBreakdown(wasmMemory?: { buffer: ArrayBufferLike } | null): MemoryBreakdown {
  const usage = process.memoryUsage();
  const wasmSize = wasmMemory?.buffer.byteLength ?? 0;
  const wasmResident = wasmMemory && wasmSize ? residentOfMapping(wasmMemory.buffer) : 0;
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    wasmSizeMb: mb(wasmSize),
    wasmResidentMb: wasmResident === null ? null : mb(wasmResident),
    otherMb: mb(usage.rss - (wasmResident ?? wasmSize) - usage.heapTotal),
  };
}

/** One line of it, for logs and the bench. */
export function describeMemory(m: MemoryBreakdown): string {
  const wasm =
    m.wasmResidentMb === null
      ? `${m.wasmSizeMb} MB`
      : `${m.wasmResidentMb} MB resident of ${m.wasmSizeMb} MB`;
  return (
    `RSS ${m.rssMb} MB = V8 heap ${m.heapTotalMb} MB (${m.heapUsedMb} used) + PGlite WASM ${wasm} + other ${m.otherMb} MB` +
    ` (external ${m.externalMb} MB, ArrayBuffers ${m.arrayBuffersMb} MB)`
  );
}
