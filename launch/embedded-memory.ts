import { readFileSync } from 'node:fs';

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

/**
 * The resident kB of the anonymous read-write mapping exactly as large as the WASM memory: V8 reserves a
 * WASM memory's address space with guard pages around it and makes the used part read-write, one mapping
 * of the memory's size. Null when no mapping matches (another platform, or an ambiguous match).
 */
function residentOfMapping(sizeBytes: number): number | null {
  let smaps: string;
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return null;
  }
  const sizeKb = sizeBytes / 1024;
  const found: number[] = [];
  for (const block of smaps.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const header = block.slice(0, block.indexOf('\n'));
    const [, perms = '', , , inode = '', path] = header.split(/\s+/);
    if (!perms.startsWith('rw') || inode !== '0' || path) continue;
    if (Number(/\nSize:\s+(\d+)/.exec(block)?.[1]) !== sizeKb) continue;
    found.push(Number(/\nRss:\s+(\d+)/.exec(block)?.[1] ?? 0));
  }
  return found.length === 1 ? found[0]! * 1024 : null;
}

/** The breakdown now; `wasmMemory` is PGlite's (its Emscripten module's), when there is one. */
export function memoryBreakdown(wasmMemory?: { buffer: ArrayBufferLike } | null): MemoryBreakdown {
  const usage = process.memoryUsage();
  const wasmSize = wasmMemory?.buffer.byteLength ?? 0;
  const wasmResident = wasmSize ? residentOfMapping(wasmSize) : 0;
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
