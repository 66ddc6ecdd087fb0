// s3rver ships no types; this is the part of its API the local stack uses.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: Buffer[] | string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: import('./atomic-objects').S3rverFilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
