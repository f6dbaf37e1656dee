import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryBreakdown } from './embedded-memory';

const PAGE = 64 * 1024;
const PAGES = 64; // 4 MB, the size of both memories below
const MB = 1024 * 1024;

// the node typings the launch code is checked with have no WebAssembly values; node has them
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (size: { initial: number; maximum: number }) => { buffer: ArrayBuffer } };
  }
).WebAssembly;

/** A WebAssembly.Memory of PAGES pages whose first `touchedMb` MB are written with `fill`. */
function memory(touchedMb: number, fill: number): { buffer: ArrayBuffer } {
  const wasm = new Memory({ initial: PAGES, maximum: PAGES });
  new Uint8Array(wasm.buffer, 0, touchedMb * MB).fill(fill);
  return wasm;
}

describe.skipIf(!existsSync('/proc/self/smaps'))('the memory breakdown', () => {
  it('given two WASM memories of the same size, when each is broken down, then each gets its own resident size', () => {
    const whole = memory((PAGES * PAGE) / MB, 1);
    const partly = memory(1, 2);

    const ofWhole = memoryBreakdown(whole);
    const ofPartly = memoryBreakdown(partly);

    expect(ofWhole.wasmSizeMb).toBe(4);
    expect(ofPartly.wasmSizeMb).toBe(4);
    expect(ofWhole.wasmResidentMb).toBe(4);
    expect(ofPartly.wasmResidentMb).toBeGreaterThanOrEqual(1);
    expect(ofPartly.wasmResidentMb).toBeLessThan(2);
  });
});
