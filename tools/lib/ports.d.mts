export declare function freePort(host?: string, ...preferred: number[]): Promise<number>;
