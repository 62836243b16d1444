// Both throw: single fetch is off (docs/decisions/0009).
export declare function encode(...args: unknown[]): never;
export declare function decode(...args: unknown[]): never;
