export declare function findChromium(): string;
export declare const chromiumArgs: string[];
