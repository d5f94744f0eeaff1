import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips), loaded on first use: a server that only serves pages never pays its ~20 MB.
 * Its operation cache is off and it works on one thread, so an upload does not leave the process
 * holding image memory (small operators run this beside other things on a small machine).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
