// The parts of s3rver (a local S3-compatible server, used by the storage tests) that we call.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: { name: string }[] });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
